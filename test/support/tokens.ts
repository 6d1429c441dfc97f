/**
 * Tokens that must be refused, made from a real cognito-local token (test/support/cognito.ts): the same header and
 * claims re-signed with cognito-local's own signing key (node_modules/cognito-local/lib/keys, the key its JWKS
 * publishes) but expired, or the claims changed without a valid signature (forged).
 */
import { createPrivateKey, createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const localKey = createPrivateKey({
  key: (require('cognito-local/lib/keys/cognitoLocal.private.json') as { jwk: Record<string, string> }).jwk,
  format: 'jwk',
});

const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const parts = (token: string) => {
  const [header, payload] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header!, 'base64url').toString('utf8')) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>,
  };
};

/** `token`'s header and claims with `changes`, signed RS256 by `key` (default: cognito-local's real key). */
export function resign(token: string, changes: Record<string, unknown>, key: KeyObject = localKey): string {
  const { header, payload } = parts(token);
  const body = `${b64(header)}.${b64({ ...payload, ...changes })}`;
  const signature = createSign('RSA-SHA256').update(body).sign(key).toString('base64url');
  return `${body}.${signature}`;
}

/** The token expired an hour ago (validly signed). */
export function expired(token: string): string {
  const now = Math.floor(Date.now() / 1000);
  return resign(token, { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 });
}

/**
 * The attacker's key: one per test process, made on first use. A 2,048-bit RSA key pair per forged token cost the
 * authorization matrix 49 of its 56 CPU-s in the test process (a CPU profile, 2026-11-29).
 */
let attackerKey: KeyObject | undefined;

/** The token's claims signed by another key under the same `kid` (what an attacker can make). */
export function forged(token: string): string {
  attackerKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  return resign(token, {}, attackerKey);
}
