/**
 * Invitations (issue 37 item 3; docs/decisions/0060-bring-investors-in.md): the items and their key shapes (here only).
 *
 * | item          | pk                       | sk       | gsi1pk            | gsi1sk    |
 * |---------------|--------------------------|----------|-------------------|-----------|
 * | invitation    | INVITE#{domain}          | INVITE   | INVITES           | {sent_at} |
 * | its link      | INVITETOKEN#{token}      | TOKEN    | -                 | -         |
 * | suppression   | INVITESUPPRESS#{domain}  | SUPPRESS | INVITESUPPRESSED  | {at}      |
 *
 * One invitation per firm (the registrable domain of its website). A send is ONE transaction: the invitation, put
 * only when there is none or the last was sent before the 90-day cutoff (`attribute_not_exists(pk) OR sent_at <
 * :cutoff`: two administrators inviting at once send one), its link's token, a check that the domain is not
 * suppressed, and the audit entry. Opening the link sets `opened_at` once; the unsubscribe puts the suppression.
 */
import { randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { auditPut, type AuditEntry } from './audit.js';
import type { Key } from './keys.js';
import { listGsi1 } from './listing.js';
import { isConditionalCheckFailed, transactWrite } from './transaction.js';
import { Busy } from '../lib/errors.js';

export const invitationKeys = {
  invitation: (domain: string): Key => ({ pk: `INVITE#${domain}`, sk: 'INVITE' }),
  token: (token: string): Key => ({ pk: `INVITETOKEN#${token}`, sk: 'TOKEN' }),
  suppression: (domain: string): Key => ({ pk: `INVITESUPPRESS#${domain}`, sk: 'SUPPRESS' }),
};
const INVITES_GSI1PK = 'INVITES';
const SUPPRESSED_GSI1PK = 'INVITESUPPRESSED';

/** What an invitation invites: a listing of the catalogue, or a firm founders requested (not listed yet). */
export type InvitationTarget = { kind: 'listing'; id: string; name: string } | { kind: 'firm'; id: string; name: string };

/** An invitation as stored. */
export interface InvitationRecord {
  domain: string;
  target: InvitationTarget;
  email: string;
  token: string;
  sent_at: string;
  sent_by: string;
  opened_at: string | null;
}

/** A new link token: 24 random bytes, base64url (32 characters), unguessable. */
export const newInvitationToken = () => randomBytes(24).toString('base64url');

const toRecord = (item: Record<string, unknown>): InvitationRecord => ({
  domain: String(item.domain),
  target: item.target as InvitationTarget,
  email: String(item.email),
  token: String(item.token),
  sent_at: String(item.sent_at),
  sent_by: String(item.sent_by),
  opened_at: typeof item.opened_at === 'string' ? item.opened_at : null,
});

/**
 * Records `invitation` unless the firm was invited after `cutoff` or its domain is suppressed, with `audit`.
 * @returns `sent`, or why not (`recent`, `suppressed`)
 * @throws Busy when the transaction met another one
 */
export async function putInvitation(
  client: DynamoDBDocumentClient,
  table: string,
  invitation: Omit<InvitationRecord, 'opened_at'>,
  cutoff: string,
  audit: AuditEntry,
): Promise<'sent' | 'recent' | 'suppressed'> {
  const outcome = await transactWrite(client, [
    {
      Put: {
        TableName: table,
        Item: {
          ...invitationKeys.invitation(invitation.domain),
          type: 'invitation',
          ...invitation,
          // no `opened_at` until the link is followed (`if_not_exists` sets it once)
          gsi1pk: INVITES_GSI1PK,
          gsi1sk: invitation.sent_at,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR sent_at < :cutoff',
        ExpressionAttributeValues: { ':cutoff': cutoff },
      },
    },
    {
      Put: {
        TableName: table,
        Item: { ...invitationKeys.token(invitation.token), type: 'invitation_token', domain: invitation.domain },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      ConditionCheck: {
        TableName: table,
        Key: invitationKeys.suppression(invitation.domain),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    auditPut(table, audit),
  ]);
  if (outcome.ok) return 'sent';
  if (outcome.codes[2] === 'ConditionalCheckFailed') return 'suppressed';
  if (outcome.codes[0] === 'ConditionalCheckFailed') return 'recent';
  throw new Busy();
}

/** Takes back an invitation whose mail could not be sent (only the one with `token`: a newer one stays). */
export async function withdrawInvitation(
  client: DynamoDBDocumentClient,
  table: string,
  domain: string,
  token: string,
): Promise<void> {
  const outcome = await transactWrite(client, [
    {
      Delete: {
        TableName: table,
        Key: invitationKeys.invitation(domain),
        ConditionExpression: '#token = :token',
        ExpressionAttributeNames: { '#token': 'token' },
        ExpressionAttributeValues: { ':token': token },
      },
    },
    { Delete: { TableName: table, Key: invitationKeys.token(token) } },
  ]);
  if (!outcome.ok && outcome.codes[0] !== 'ConditionalCheckFailed') throw new Busy();
}

/** The domain a link `token` belongs to, or undefined for an unknown token. */
async function domainOfToken(client: DynamoDBDocumentClient, table: string, token: string) {
  const found = await client.send(new GetCommand({ TableName: table, Key: invitationKeys.token(token) }));
  return typeof found.Item?.domain === 'string' ? found.Item.domain : undefined;
}

/**
 * The link `token` was followed: its invitation's `opened_at` is set once (only while the invitation is still the
 * one of this token). @returns the invitation, or undefined for an unknown or replaced link
 */
export async function openInvitation(
  client: DynamoDBDocumentClient,
  table: string,
  token: string,
  now: Date,
): Promise<InvitationRecord | undefined> {
  const domain = await domainOfToken(client, table, token);
  if (!domain) return undefined;
  try {
    const updated = await client.send(
      new UpdateCommand({
        TableName: table,
        Key: invitationKeys.invitation(domain),
        UpdateExpression: 'SET opened_at = if_not_exists(opened_at, :now)',
        ConditionExpression: '#token = :token',
        ExpressionAttributeNames: { '#token': 'token' },
        ExpressionAttributeValues: { ':token': token, ':now': now.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return updated.Attributes ? toRecord(updated.Attributes) : undefined;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return undefined;
    throw error;
  }
}

/**
 * The unsubscribe of an invitation's mail: its domain is never invited again (RFC 8058 one-click, POST only).
 * @returns whether the token was known
 */
export async function suppressByToken(
  client: DynamoDBDocumentClient,
  table: string,
  token: string,
  now: Date,
): Promise<boolean> {
  const domain = await domainOfToken(client, table, token);
  if (!domain) return false;
  await client.send(
    new PutCommand({
      TableName: table,
      Item: {
        ...invitationKeys.suppression(domain),
        type: 'invitation_suppression',
        domain,
        at: now.toISOString(),
        gsi1pk: SUPPRESSED_GSI1PK,
        gsi1sk: now.toISOString(),
      },
    }),
  );
  return true;
}

/** Every invitation, newest first. */
export async function listInvitations(client: DynamoDBDocumentClient, table: string): Promise<InvitationRecord[]> {
  return (await listGsi1(client, table, INVITES_GSI1PK)).map(toRecord);
}

/** Every suppressed domain. */
export async function suppressedDomains(client: DynamoDBDocumentClient, table: string): Promise<Set<string>> {
  return new Set((await listGsi1(client, table, SUPPRESSED_GSI1PK)).map((item) => String(item.domain)));
}
