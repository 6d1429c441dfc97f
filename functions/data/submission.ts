/**
 * The investor submission entity (apply-settings-admin.md section 3): a public application stored as
 * `SUBMISSION#{id}` / `SUBMISSION`, listed by administrators per status on GSI1 (`SUBMISSIONS#{status}`, newest
 * first), in canonical vocabulary (DESIGN.md "One vocabulary"); the form's own choices kept in `form_choices`.
 */
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { InvestorSubmission, ParsedApplication } from '../../shared/schemas.js';
import { canonicalStage, canonicalType } from '../../shared/vocabulary.js';
import { keys, type Key } from './keys.js';

export type SubmissionItem = InvestorSubmission &
  Key & { gsi1pk: string; gsi1sk: string; type: 'investor_submission' };

/**
 * The stored item of a validated application: status `pending`, `submitted_at` now, `reviewed_at` null, type and
 * stages mapped to the canonical set (duplicates removed: Venture Capital and Private Equity both map to
 * 'Venture Fund').
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
    check_sizes: application.check_sizes,
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
 * Stores `item` unless an item with its key exists (one conditional PutItem; ids are random, so a collision is a
 * bug, never an overwrite). Used for every item created once under a fresh id (submissions, contact messages).
 * @throws ConditionalCheckFailedException on a collision; the SDK error otherwise.
 */
export async function putNew(client: DynamoDBDocumentClient, table: string, item: Key & object): Promise<void> {
  await client.send(
    new PutCommand({
      TableName: table,
      Item: item as Record<string, unknown>,
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}
