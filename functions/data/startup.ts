/**
 * The startup profile entity (issue 15, docs/decisions/0018-investor-match.md): ONE item per founder,
 * `USER#{sub}` / `STARTUP` (keys.ts), in the founder's partition, so it is read with one GetItem, deleted with the
 * account (functions/data/account.ts lists the whole partition) and never touched by the meter's transactions on
 * the `PROFILE` item (a separate item: editing it cannot conflict with a charge in flight, ADR 0009).
 *
 * The item holds either the startup profile (stage, sectors, HQ country code, amount raised in whole USD, whether
 * a lead is needed, a one-line description, `updated_at`) or only `skipped_at`: the founder skipped the
 * first-sign-in onboarding (so it is not offered again). Saving a profile replaces the item (one PutItem).
 */
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { FundingStage } from '../../shared/vocabulary.js';
import type { Sector } from '../../shared/match-schemas.js';
import { keys, type Key } from './keys.js';
import { isConditionalCheckFailed } from './transaction.js';

/** A founder's startup profile as stored. `country`: ISO 3166-1 alpha-2; `raising_usd`: whole US dollars. */
export interface StartupRecord {
  stage: FundingStage;
  sectors: Sector[];
  country: string;
  raising_usd: number;
  needs_lead: boolean;
  description: string;
  /** ISO time of the last save. */
  updated_at: string;
}

/** What is stored for a founder: the profile (or null), and when the onboarding was skipped (or null). */
export interface StartupState {
  profile: StartupRecord | null;
  skipped_at: string | null;
}

type StartupItem = Key & { type: 'startup' } & Partial<StartupRecord> & { skipped_at?: string };

/** The stored item of `sub`'s profile. */
export function startupItem(sub: string, profile: StartupRecord): StartupItem {
  return { ...keys.startup(sub), type: 'startup', ...profile };
}

/** The state of a stored item (undefined: nothing stored). */
export function toStartupState(item: Record<string, unknown> | undefined): StartupState {
  if (!item) return { profile: null, skipped_at: null };
  const stored = item as StartupItem;
  const skipped_at = typeof stored.skipped_at === 'string' ? stored.skipped_at : null;
  if (stored.stage === undefined) return { profile: null, skipped_at };
  return {
    profile: {
      stage: stored.stage,
      sectors: stored.sectors ?? [],
      country: stored.country ?? '',
      raising_usd: Number(stored.raising_usd ?? 0),
      needs_lead: stored.needs_lead === true,
      description: stored.description ?? '',
      updated_at: stored.updated_at ?? '',
    },
    skipped_at,
  };
}

/** `sub`'s startup state: one GetItem. */
export async function getStartup(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  options: { consistent?: boolean } = {},
): Promise<StartupState> {
  const found = await client.send(
    new GetCommand({ TableName: table, Key: keys.startup(sub), ConsistentRead: options.consistent === true }),
  );
  return toStartupState(found.Item);
}

/** Stores `profile` as `sub`'s startup profile (one PutItem, replacing what was there). */
export async function putStartup(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  profile: StartupRecord,
): Promise<StartupState> {
  await client.send(new PutCommand({ TableName: table, Item: startupItem(sub, profile) }));
  return { profile, skipped_at: null };
}

/**
 * Records that `sub` skipped the onboarding (one conditional PutItem: only while no item exists, so a saved
 * profile or an earlier skip is never overwritten). Answers the stored state.
 */
export async function skipStartup(
  client: DynamoDBDocumentClient,
  table: string,
  sub: string,
  now = new Date(),
): Promise<StartupState> {
  const skipped_at = now.toISOString();
  try {
    await client.send(
      new PutCommand({
        TableName: table,
        Item: { ...keys.startup(sub), type: 'startup', skipped_at },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { profile: null, skipped_at };
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    return getStartup(client, table, sub, { consistent: true });
  }
}
