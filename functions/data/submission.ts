/**
 * The investor submission entity (apply-settings-admin.md section 3): a public application stored as
 * `SUBMISSION#{id}` / `SUBMISSION`, listed by administrators per status on GSI1 (`SUBMISSIONS#{status}`, newest
 * first), in canonical vocabulary (DESIGN.md "One vocabulary"); the form's own choices kept in `form_choices`.
 */
import { isDeepStrictEqual } from 'node:util';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { InvestorSubmission, ParsedApplication } from '../../shared/schemas.js';
import { formatCheckSizes } from '../../shared/money.js';
import { canonicalStage, canonicalType } from '../../shared/vocabulary.js';
import { keys, type Key } from './keys.js';

export type SubmissionItem = InvestorSubmission &
  Key & { gsi1pk: string; gsi1sk: string; type: 'investor_submission' };

/**
 * The stored item of a validated application: status `pending`, `submitted_at` now, `reviewed_at` null, type and
 * stages mapped to the canonical set (one to one since issue 13; duplicates still removed), the form's own choices
 * kept in `form_choices`, the check size kept structured (`check_size_min_usd` / `_max_usd`) and as the catalogue's
 * display text (`check_sizes`, shared/money.ts).
 */
export function submissionItem(application: ParsedApplication, id: string, now: Date): SubmissionItem {
  const submitted_at = now.toISOString();
  const record: InvestorSubmission = {
    id,
    name: application.name,
    company: application.company,
    bio: application.bio,
    contact: application.contact,
    contact_type: 'email',
    location: application.location,
    company_url: application.company_url,
    funding_type: application.funding_type === null ? null : canonicalType(application.funding_type),
    funding_stage: [...new Set(application.funding_stage.map(canonicalStage))],
    check_sizes: formatCheckSizes(application.check_size_min_usd, application.check_size_max_usd),
    check_size_min_usd: application.check_size_min_usd,
    check_size_max_usd: application.check_size_max_usd,
    funding_industries: application.funding_industries,
    funding_description: application.funding_description,
    image_url: application.image_url,
    status: 'pending',
    submitted_at,
    reviewed_at: null,
    form_choices: { funding_type: application.funding_type, funding_stage: application.funding_stage },
  };
  return {
    ...keys.submission(id),
    ...keys.submissionGsi1('pending', submitted_at, id),
    type: 'investor_submission',
    ...record,
  };
}

/**
 * Stores `item` unless an item with its key exists (one conditional PutItem). Used for every item created once
 * under a fresh random id (submissions, contact messages), so the key cannot collide with another writer's: when the
 * condition fails, the item there is this very write, stored by an earlier attempt whose answer was lost (the SDK
 * retries a PutItem that timed out after DynamoDB applied it). The stored item is then read (strongly consistent);
 * when it equals `item`, the write is done and nothing is thrown.
 * Source: DynamoDB developer guide, "Condition expressions" and "Error retries and exponential backoff".
 * @throws ConditionalCheckFailedException when another item holds the key (a bug: ids are random); the SDK error
 *   otherwise.
 */
export async function putNew(client: DynamoDBDocumentClient, table: string, item: Key & object): Promise<void> {
  try {
    await client.send(
      new PutCommand({
        TableName: table,
        Item: item as Record<string, unknown>,
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const { pk, sk } = item;
    const stored = await client.send(new GetCommand({ TableName: table, Key: { pk, sk }, ConsistentRead: true }));
    // Compared as stored: the document client drops undefined attributes
    const written: unknown = JSON.parse(JSON.stringify(item));
    if (!isDeepStrictEqual(stored.Item, written)) throw error;
  }
}
