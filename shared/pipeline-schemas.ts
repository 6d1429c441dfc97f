/**
 * The fundraising pipeline (issue 15, "Pipeline"; docs/decisions/0017-fundraising-pipeline.md): the stages a saved
 * investor moves through, the passed reasons, the founder's named lists, and the request and answer shapes of the
 * routes that read and change them (shared/routes.ts, served by functions/saved/handler.ts). Used by the server
 * (validation, OpenAPI, the CSV columns) and the web app (labels, forms).
 *
 * Free text (notes, next step, passed note, list names) goes through `cleanText` (shared/text.ts): NFC, trimmed, no
 * control or bidi characters, length-limited with the field's label in the message.
 */
import * as z from 'zod';
import { cleanText } from './text.js';
import { SavedInvestor, SavedListResponse } from './schemas.js';

/** Stages of a saved investor, in pipeline order. A saved investor with no stage stored is `to_contact`. */
export const PIPELINE_STAGES = [
  'to_contact',
  'contacted',
  'meeting',
  'due_diligence',
  'passed',
  'committed',
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** What founders read for each stage (board columns, table, CSV Stage column). */
export const STAGE_LABELS: Record<PipelineStage, string> = {
  to_contact: 'To contact',
  contacted: 'Contacted',
  meeting: 'Meeting',
  due_diligence: 'Due diligence',
  passed: 'Passed',
  committed: 'Committed',
};

/** Why an investor passed; `other` needs a note. Geography and traction: the pitch answers' reasons (issue 20). */
export const PASSED_REASONS = [
  'not_our_stage',
  'not_our_sector',
  'check_size_mismatch',
  'not_our_geography',
  'traction',
  'timing',
  'no_response',
  'other',
] as const;
export type PassedReason = (typeof PASSED_REASONS)[number];

export const PASSED_REASON_LABELS: Record<PassedReason, string> = {
  not_our_stage: 'Not our stage',
  not_our_sector: 'Not our sector',
  check_size_mismatch: 'Check size mismatch',
  not_our_geography: 'Not our geography',
  traction: 'Traction',
  timing: 'Timing',
  no_response: 'No response',
  other: 'Other',
};

/** Length limits (characters after normalising and trimming). */
export const PIPELINE_LIMITS = { notes: 2000, nextStep: 200, passedNote: 300, listName: 60 } as const;

/** The list every founder has: the saved list of before issue 15 (`USER#{sub}` / `SAVED#{investorId}` items). */
export const DEFAULT_LIST_ID = 'default';
/** Name of the default list until the founder renames it. */
export const DEFAULT_LIST_NAME = 'Saved investors';
/** Most named lists a founder may keep besides the default list (ADR 0017 "The cap"). */
export const NAMED_LIST_CAP = 20;

/** A list id: `default` or the id the server gave a named list (letters, digits, `-`, `_`). */
export const ListId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a list id (letters, digits, - or _, at most 64).');

/** `YYYY-MM-DD`, a real calendar date. */
export const IsoDate = z.iso.date('must be a date as YYYY-MM-DD.');

/** Path of `/v1/lists/{listId}`. */
export const ListParams = z.object({ listId: ListId }).meta({ id: 'ListParams' });

/** `?list=` of the saved-list routes and the export: which list (default: the default list). */
export const ListQuery = z.object({ list: ListId.optional() }).strict().meta({ id: 'ListQuery' });

const ListName = cleanText(PIPELINE_LIMITS.listName, 'List name', { required: true });

/** POST /v1/lists and PATCH /v1/lists/{listId}. */
export const ListNameRequest = z.object({ name: ListName }).strict().meta({ id: 'ListNameRequest' });
export type ListNameRequest = z.infer<typeof ListNameRequest>;

/** DELETE /v1/lists/{listId}: `confirm=true` is needed when the list still holds investors. */
export const ListDeleteQuery = z
  .object({ confirm: z.enum(['true', 'false']).optional() })
  .strict()
  .meta({ id: 'ListDeleteQuery' });

/** Count of entries per stage (every stage present). */
export const StageCounts = z.record(z.enum(PIPELINE_STAGES), z.number().int()).meta({ id: 'StageCounts' });
export type StageCounts = z.infer<typeof StageCounts>;

/** A list as the list selector shows it. */
export const ListSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    is_default: z.boolean(),
    created_at: z.iso.datetime().nullable(),
    count: z.number().int(),
    stages: StageCounts,
  })
  .meta({ id: 'ListSummary' });
export type ListSummary = z.infer<typeof ListSummary>;

/** GET /v1/lists: the default list first, then named lists by creation; the caps. */
export const ListsResponse = z
  .object({
    lists: z.array(ListSummary),
    limits: z.object({ named_lists: z.number().int(), entries_per_list: z.number().int() }),
  })
  .meta({ id: 'Lists' });
export type ListsResponse = z.infer<typeof ListsResponse>;

/** DELETE /v1/lists/{listId}. */
export const ListDeleted = z
  .object({ list_id: z.string(), deleted: z.literal(true), removed_entries: z.number().int() })
  .meta({ id: 'ListDeleted' });
export type ListDeleted = z.infer<typeof ListDeleted>;

/** The pipeline fields of one saved entry ('' and null when not set). */
export const PipelineFields = z.object({
  list_id: z.string(),
  stage: z.enum(PIPELINE_STAGES),
  notes: z.string(),
  next_step: z.string(),
  next_step_due: z.iso.date().nullable(),
  passed_reason: z.enum(PASSED_REASONS).nullable(),
  passed_note: z.string(),
  updated_at: z.iso.datetime().nullable(),
});
export type PipelineFields = z.infer<typeof PipelineFields>;

/** PATCH /v1/saved/{investorId}: the entry's pipeline fields after the change. */
export const PipelineState = PipelineFields.extend({ investor_id: z.string() }).meta({ id: 'PipelineState' });
export type PipelineState = z.infer<typeof PipelineState>;

/** A saved investor with its pipeline fields (the rows of Saved Lists and of the export). */
export const PipelineEntry = SavedInvestor.extend(PipelineFields.shape).meta({ id: 'PipelineEntry' });
export type PipelineEntry = z.infer<typeof PipelineEntry>;

/** GET /v1/saved?list=: one list's entries (newest first), the Saved Lists summary and the list. */
export const PipelineListResponse = SavedListResponse.extend({
  list: z.object({ id: z.string(), name: z.string(), is_default: z.boolean() }),
  items: z.array(PipelineEntry),
}).meta({ id: 'PipelineList' });
export type PipelineListResponse = z.infer<typeof PipelineListResponse>;

/**
 * PATCH /v1/saved/{investorId}?list=: any of the pipeline fields ('' or null clears a text or the date). Rules:
 * moving to `passed` needs `passed_reason`; `other` needs `passed_note`; a reason goes with `passed` only (sent
 * alone, the entry must already be passed: 409 `not_passed`); moving to another stage clears the reason.
 */
export const PipelineUpdate = z
  .object({
    stage: z.enum(PIPELINE_STAGES).optional(),
    notes: cleanText(PIPELINE_LIMITS.notes, 'Notes', { multiline: true }).optional(),
    next_step: cleanText(PIPELINE_LIMITS.nextStep, 'Next step').optional(),
    next_step_due: IsoDate.nullable().optional(),
    passed_reason: z.enum(PASSED_REASONS).optional(),
    passed_note: cleanText(PIPELINE_LIMITS.passedNote, 'Passed note').optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.stage === 'passed' && body.passed_reason === undefined) {
      ctx.addIssue({ code: 'custom', path: ['passed_reason'], message: 'Choose why the investor passed.' });
    }
    if (body.stage !== undefined && body.stage !== 'passed' && body.passed_reason !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['passed_reason'],
        message: 'A passed reason goes with the Passed stage.',
      });
    }
    if (body.passed_reason === 'other' && !body.passed_note) {
      ctx.addIssue({
        code: 'custom',
        path: ['passed_note'],
        message: 'Say why in a note when the reason is Other.',
      });
    }
    if (body.passed_note !== undefined && body.passed_reason === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['passed_note'],
        message: 'A passed note goes with a passed reason.',
      });
    }
  })
  .meta({ id: 'PipelineUpdate' });
export type PipelineUpdate = z.infer<typeof PipelineUpdate>;

/** POST /v1/saved/{investorId}/move and /copy: from one list (default: the default list) to another. */
export const EntryTransfer = z
  .object({ from: ListId.default(DEFAULT_LIST_ID), to: ListId })
  .strict()
  .refine((body) => body.from !== body.to, {
    path: ['to'],
    message: 'Choose a list other than the current one.',
  })
  .meta({ id: 'EntryTransfer' });
export type EntryTransfer = z.input<typeof EntryTransfer>;

export const TransferResult = z
  .object({ investor_id: z.string(), from: z.string(), to: z.string(), state: PipelineState })
  .meta({ id: 'TransferResult' });
export type TransferResult = z.infer<typeof TransferResult>;

/** GET /v1/pipeline?until=: next steps due on or before `until` (the browser's today + 7 days). */
export const PipelineSummaryQuery = z
  .object({ until: IsoDate.optional() })
  .strict()
  .meta({ id: 'PipelineSummaryQuery' });

export const DueStep = z
  .object({
    investor_id: z.string(),
    name: z.string(),
    list_id: z.string(),
    list_name: z.string(),
    stage: z.enum(PIPELINE_STAGES),
    next_step: z.string(),
    next_step_due: z.iso.date(),
  })
  .meta({ id: 'DueStep' });
export type DueStep = z.infer<typeof DueStep>;

/** Most due next steps one summary answers (the oldest first); `due_total` counts them all. */
export const DUE_STEPS_SHOWN = 50;

/** GET /v1/pipeline: entries per stage over every list, and the next steps due by `until` (overdue included). */
export const PipelineSummary = z
  .object({
    stages: StageCounts,
    total: z.number().int(),
    until: z.iso.date(),
    due: z.array(DueStep),
    due_total: z.number().int(),
  })
  .meta({ id: 'PipelineSummary' });
export type PipelineSummary = z.infer<typeof PipelineSummary>;

/** Zero for every stage. */
export function emptyStageCounts(): StageCounts {
  return Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, 0])) as StageCounts;
}

/** 'Timing' or 'Other: <note>' (a note after any reason), '' when none: the CSV's Passed reason. */
export function passedReasonText(reason: PassedReason | null, note: string): string {
  if (!reason) return '';
  const label = PASSED_REASON_LABELS[reason];
  return note ? `${label}: ${note}` : label;
}
