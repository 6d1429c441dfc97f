/**
 * A direct contact waiting for its mailed code (issue 19 item 3; docs/decisions/0032-freshness-opt-out.md): the
 * listing's team gave an address at the firm's domain; it becomes the listing's direct contact only once the
 * 6-digit code mailed to it is typed back.
 *
 * | entity          | pk                 | sk           | attributes                                               |
 * |-----------------|--------------------|--------------|----------------------------------------------------------|
 * | pending contact | TEAM#{investorId}  | CONTACTCODE  | email, code_hash, salt, expires_at, attempts, by, ttl    |
 *
 * In the team's partition (never read by the catalogue). The code is stored as SHA-256 of a random salt and the
 * code, never in clear; it expires after CODE_TTL_MINUTES and allows CODE_ATTEMPTS wrong tries (each try is one
 * conditional ADD, so parallel guesses cannot exceed it). A new request replaces the pending one.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Key } from './keys.js';
import { isConditionalCheckFailed } from './transaction.js';

export const CODE_TTL_MINUTES = 15;
export const CODE_ATTEMPTS = 5;

export const pendingContactKey = (investorId: string): Key => ({ pk: `TEAM#${investorId}`, sk: 'CONTACTCODE' });

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

/** Stores (replacing any) the pending contact `email` of `investorId` with `code`; @returns it as shown. */
export async function putPendingContact(
  client: DynamoDBDocumentClient,
  table: string,
  investorId: string,
  email: string,
  code: string,
  by: string,
  now: Date,
): Promise<PendingContact> {
  const salt = randomBytes(16).toString('hex');
  const expires = new Date(now.getTime() + CODE_TTL_MINUTES * 60_000);
  await client.send(
    new PutCommand({
      TableName: table,
      Item: {
        ...pendingContactKey(investorId),
        type: 'pending_contact',
        email,
        salt,
        code_hash: hash(salt, code).toString('hex'),
        expires_at: expires.toISOString(),
        attempts: 0,
        by,
        ttl: Math.floor(expires.getTime() / 1000) + 86_400,
      },
    }),
  );
  return { email, expires_at: expires.toISOString(), attempts_left: CODE_ATTEMPTS };
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
