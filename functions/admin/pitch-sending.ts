/**
 * Administrators suspend and lift a founder's pitch sending (issue 20 item 5, "administrators can suspend a founder's
 * sending"; docs/decisions/0052-pitch-digest-suspension-deletion.md). Routes (shared/admin-routes.ts, function
 * `admin`): POST /v1/admin/users/{id}/pitch-suspension (body `{ reason? }`) and DELETE of the same path.
 * - The suspension is one item in the founder's partition (`USER#{sub}` / `PITCHSUSPENDED`, functions/data/pitch/pitch.ts),
 *   read by the send with its charge: a suspended founder's send answers 403 `pitch_sending_suspended` and nothing
 *   is charged or written (functions/pitches/send.ts);
 * - each change and its audit entry (`founder.suspend_pitching` / `founder.lift_pitching`, subject the founder named
 *   by email) are one transaction; repeating a suspend or a lift writes nothing and is not audited again;
 * - 404 when no founder has this id (suspending needs the profile; lifting an unknown one changes nothing).
 * @returns the founder's sending state after the call (`PitchSendingState`).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PitchSendingState } from '../../shared/pitch-schemas.js';
import { auditPut, type Actor } from '../data/audit.js';
import { keys } from '../data/keys.js';
import {
  getSuspension,
  liftSuspension,
  suspendSending,
  type PitchSuspension,
} from '../data/pitch/suspension.js';
import { getProfile } from '../data/profile.js';
import { Missing } from '../lib/errors.js';

/** The state of `sub`'s sending as the admin API answers it. */
export function sendingState(sub: string, suspension: PitchSuspension | null): PitchSendingState {
  return {
    founder_sub: sub,
    suspended: suspension !== null,
    suspended_at: suspension?.at ?? null,
    suspended_by: suspension?.by ?? null,
    reason: suspension ? suspension.reason || null : null,
  };
}

async function founderLabel(client: DynamoDBDocumentClient, table: string, sub: string): Promise<string> {
  const profile = await getProfile(client, table, sub, { consistent: true });
  if (!profile) throw new Missing('founder', sub);
  return profile.email || sub;
}

/** Suspends founder `sub`'s sending (see the module comment). @throws Missing (404) for an unknown founder. */
export async function suspendPitching(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  reason: string | undefined,
  actor: Actor,
  now = new Date(),
): Promise<PitchSendingState> {
  const label = await founderLabel(client, table, sub);
  const suspension: PitchSuspension = {
    sub,
    at: now.toISOString(),
    by: actor.username,
    reason: reason ?? '',
  };
  const outcome = await suspendSending(
    client,
    table,
    suspension,
    keys.profile(sub),
    auditPut(table, {
      at: suspension.at,
      actor,
      action: 'founder.suspend_pitching',
      subject: { type: 'founder', id: sub, label },
      before: { pitch_sending: 'allowed' },
      after: { pitch_sending: 'suspended', ...(reason ? { reason } : {}) },
    }),
  );
  if (outcome === 'missing') throw new Missing('founder', sub);
  return sendingState(sub, outcome === 'suspended' ? suspension : await getSuspension(client, table, sub));
}

/** Lifts founder `sub`'s suspension (see the module comment). @throws Missing (404) for an unknown founder. */
export async function liftPitching(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  actor: Actor,
  now = new Date(),
): Promise<PitchSendingState> {
  const label = await founderLabel(client, table, sub);
  const before = await getSuspension(client, table, sub);
  if (!before) return sendingState(sub, null);
  await liftSuspension(
    client,
    table,
    sub,
    auditPut(table, {
      at: now.toISOString(),
      actor,
      action: 'founder.lift_pitching',
      subject: { type: 'founder', id: sub, label },
      before: { pitch_sending: 'suspended', ...(before.reason ? { reason: before.reason } : {}) },
      after: { pitch_sending: 'allowed' },
    }),
  );
  return sendingState(sub, null);
}
