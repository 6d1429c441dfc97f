/**
 * A direct contact waiting for its mailed code (issue 19 item 3; docs/decisions/0032-freshness-opt-out.md): the
 * listing's team gave an address at the firm's domain; it becomes the listing's direct contact only once the
 * 6-digit code mailed to it is typed back.
 *
 * | entity          | pk                 | sk           | attributes                                               |
 * |-----------------|--------------------|--------------|----------------------------------------------------------|
 * | pending contact | TEAM#{investorId}  | CONTACTCODE  | email, code_hash, salt, expires_at, attempts, by, ttl    |
 *
 * | codes issued (listing) | TEAM#{investorId}  | CODES#H#{hour} / CODES#D#{day} | count, ttl                     |
 * | codes issued (address) | CODEADDR#{sha256}  | H#{hour} / D#{day} | count, ttl                                     |
 *
 * In the team's partition (never read by the catalogue). The code is stored as SHA-256 of a random salt and the
 * code, never in clear; it expires after CODE_TTL_MINUTES. A new request replaces the pending one.
 *
 * Limits (issue 33 item 6: 60 codes were issued in 2.3 s, 62 mails went to one address, and each new code reset the
 * 5-try count):
 * - issuing: CODE_LIMITS per listing and per address, per UTC hour and per UTC day, each a bounded counter written in
 *   the same transaction as the code (nothing is stored and nothing mailed past a limit: `limited`, with when it
 *   resets, the route's 429 and `Retry-After`); the address's counters are keyed by its SHA-256, not the address;
 * - trying: CODE_ATTEMPTS wrong tries per listing within TRY_WINDOW_HOURS, whatever the number of codes: a new code
 *   carries the tries already used (`tries_since` starts the window; each try is one conditional ADD, so parallel
 *   guesses cannot exceed it).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Key } from './keys.js';
import { TABLE } from './table.js';
import { isConditionalCheckFailed, transactWrite, type TransactItem } from './transaction.js';

export const CODE_TTL_MINUTES = 15;
/** Wrong tries per listing within TRY_WINDOW_HOURS, across codes (issue 33 item 6). */
export const CODE_ATTEMPTS = 5;
export const TRY_WINDOW_HOURS = 24;
/** Codes one listing and one address may be sent per UTC hour and per UTC day (issue 33 item 6). */
export const CODE_LIMITS = {
  listing: { hour: 5, day: 10 },
  address: { hour: 3, day: 5 },
} as const;

export const pendingContactKey = (investorId: string): Key => ({ pk: `TEAM#${investorId}`, sk: 'CONTACTCODE' });

const HOUR_MS = 3_600_000;
const addressHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** The counters a code's issue increments: per listing and per address, per hour and per day, with their ends. */
function issueCounters(investorId: string, email: string, now: Date) {
  const hour = now.toISOString().slice(0, 13);
  const day = now.toISOString().slice(0, 10);
  const hourEnd = new Date(Date.parse(`${hour}:00:00.000Z`) + HOUR_MS);
  const dayEnd = new Date(Date.parse(`${day}T00:00:00.000Z`) + 24 * HOUR_MS);
  const address = `CODEADDR#${addressHash(email)}`;
  return [
    { key: { pk: `TEAM#${investorId}`, sk: `CODES#H#${hour}` }, max: CODE_LIMITS.listing.hour, ends: hourEnd },
    { key: { pk: `TEAM#${investorId}`, sk: `CODES#D#${day}` }, max: CODE_LIMITS.listing.day, ends: dayEnd },
    { key: { pk: address, sk: `H#${hour}` }, max: CODE_LIMITS.address.hour, ends: hourEnd },
    { key: { pk: address, sk: `D#${day}` }, max: CODE_LIMITS.address.day, ends: dayEnd },
  ];
}

/** A pending contact as the portal shows it (the code never leaves the server). */
export interface PendingContact {
  email: string;
  expires_at: string;
  attempts_left: number;
}

const hash = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest();

/** A fresh 6-digit code (uniform, leading zeros kept). */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** What issuing a code did: stored (then mail it), or a limit reached (nothing stored; `resetsAt` ends it). */
export type CodeIssue = { outcome: 'issued'; pending: PendingContact } | { outcome: 'limited'; resetsAt: Date };

/**
 * Stores (replacing any) the pending contact `email` of `investorId` with `code`, counting it against CODE_LIMITS,
 * all in one transaction; the tries used within TRY_WINDOW_HOURS carry over to the new code. A replaced code
 * changed by a concurrent request is read again (a few times; then the last error is thrown).
 */
export async function putPendingContact(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  email: string,
  code: string,
  by: string,
  now: Date,
): Promise<CodeIssue> {
  const counters = issueCounters(investorId, email, now);
  for (let attempt = 0; ; attempt++) {
    const previous = (
      await client.send(
        new GetCommand({ TableName: table, Key: pendingContactKey(investorId), ConsistentRead: true }),
      )
    ).Item;
    const since = typeof previous?.tries_since === 'string' ? previous.tries_since : null;
    const carried = since && now.getTime() - Date.parse(since) < TRY_WINDOW_HOURS * HOUR_MS;
    const attempts = carried ? Number(previous?.attempts ?? 0) : 0;
    const salt = randomBytes(16).toString('hex');
    const expires = new Date(now.getTime() + CODE_TTL_MINUTES * 60_000);
    const ttl = Math.floor(now.getTime() / 1000) + 2 * 86_400;
    const items: TransactItem[] = [
      {
        Put: {
          TableName: table,
          Item: {
            ...pendingContactKey(investorId),
            type: 'pending_contact',
            email,
            salt,
            code_hash: hash(salt, code).toString('hex'),
            expires_at: expires.toISOString(),
            attempts,
            tries_since: carried ? since : now.toISOString(),
            by,
            ttl: Math.max(ttl, Math.floor(expires.getTime() / 1000) + 86_400),
          },
          // Replaces exactly the code read (its tries), or none
          ...(previous
            ? {
                ConditionExpression: 'code_hash = :seen AND attempts = :tries',
                ExpressionAttributeValues: { ':seen': previous.code_hash, ':tries': previous.attempts ?? 0 },
              }
            : { ConditionExpression: 'attribute_not_exists(pk)' }),
        },
      },
      ...counters.map(
        (c): TransactItem => ({
          Update: {
            TableName: table,
            Key: c.key,
            UpdateExpression: 'SET #type = :type, #ttl = :ttl ADD #count :one',
            ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
            ExpressionAttributeNames: { '#type': 'type', '#ttl': TABLE.ttlAttribute, '#count': 'count' },
            ExpressionAttributeValues: { ':type': 'code_count', ':ttl': ttl, ':one': 1, ':max': c.max },
          },
        }),
      ),
    ];
    const outcome = await transactWrite(client, items);
    if (outcome.ok) {
      return {
        outcome: 'issued',
        pending: { email, expires_at: expires.toISOString(), attempts_left: Math.max(0, CODE_ATTEMPTS - attempts) },
      };
    }
    const full = counters.filter((_, i) => outcome.codes[i + 1] === 'ConditionalCheckFailed');
    if (full.length > 0) {
      return { outcome: 'limited', resetsAt: new Date(Math.max(...full.map((c) => c.ends.getTime()))) };
    }
    if (attempt >= 4) throw new Error(`Issuing a contact code kept conflicting: ${outcome.codes.join(', ')}`);
  }
}

/** The pending contact of `investorId` (expired ones included, so the portal can say so), or null. */
export async function readPendingContact(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
): Promise<PendingContact | null> {
  const res = await client.send(
    new GetCommand({ TableName: table, Key: pendingContactKey(investorId), ConsistentRead: true }),
  );
  if (!res.Item) return null;
  return {
    email: String(res.Item.email),
    expires_at: String(res.Item.expires_at),
    attempts_left: Math.max(0, CODE_ATTEMPTS - Number(res.Item.attempts ?? 0)),
  };
}

/** What a code check found. */
export type CodeCheck =
  | { outcome: 'verified'; email: string }
  | { outcome: 'wrong'; attemptsLeft: number }
  | { outcome: 'expired' };

/**
 * Checks `code` against the pending contact of `investorId` at `now`: counts the try first (a conditional ADD:
 * refused once CODE_ATTEMPTS tries were used or the code expired), then compares hashes in constant time.
 * A verified code is not deleted here: the caller deletes it in the transaction that puts the contact on file.
 */
export async function checkCode(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  let item: Record<string, unknown>;
  try {
    const res = await client.send(
      new UpdateCommand({
        TableName: table,
        Key: pendingContactKey(investorId),
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: 'attribute_exists(pk) AND attempts < :max AND expires_at > :now',
        ExpressionAttributeValues: { ':one': 1, ':max': CODE_ATTEMPTS, ':now': now.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    item = res.Attributes ?? {};
  } catch (error) {
    if (isConditionalCheckFailed(error)) return { outcome: 'expired' };
    throw error;
  }
  const expected = Buffer.from(String(item.code_hash), 'hex');
  const given = hash(String(item.salt), code);
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    return { outcome: 'verified', email: String(item.email) };
  }
  return { outcome: 'wrong', attemptsLeft: Math.max(0, CODE_ATTEMPTS - Number(item.attempts)) };
}
