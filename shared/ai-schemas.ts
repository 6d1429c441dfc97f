/**
 * Shapes of the AI tools (founder-app.md §2 "AI Tools", §3 "Pitch deck input" / "Investor email input", §5, §8;
 * issue 10; docs/decisions/0013-ai-jobs.md), shared by the functions (request validation, the model's structured
 * output, stored jobs) and the web app.
 *
 * - `PitchDeckRequest` / `EmailRequest`: the forms' fields with the spec's names (camelCase, as in the spec).
 *   Required: pitch companyName, problem, solution; email companyName, pitchSummary, fundingAmount (§5). Strings are
 *   trimmed and bounded, so a prompt never carries an unbounded input.
 * - `PitchDeck`: exactly 13 named slides in `DECK_SLIDES` order, each a headline, 1-5 bullets and speaker notes.
 * - `InvestorEmail`: subject and body, plus `to` (a REVEALED email contact of the picked investor, filled by the
 *   server after generation: a contact never reaches the model).
 * - `AiJob`: one generation as the API shows it (`GET /v1/ai/jobs/{id}`), with progress (slides done of 13).
 */
import * as z from 'zod';
import { cleanText, identifier } from './text.js';
import { aiLimitMessage } from './messages.js';

/** Actions one generation costs (founder-app.md §9: AI email 2, AI pitch deck 2). */
export const AI_ACTION_COST = 2;

/**
 * The 13 slides, in the order investors expect to read them: after title, problem and solution come traction and
 * team (what a partner checks first), then the market story, the business and the ask. `placeholder` is the
 * visible text a slide shows where it needs facts the founder did not give (never an invented figure).
 */
export const DECK_SLIDES = [
  { id: 'title', name: 'Title', placeholder: null },
  { id: 'problem', name: 'Problem', placeholder: '[Add the problem your customers have]' },
  { id: 'solution', name: 'Solution', placeholder: '[Add how your product solves it]' },
  { id: 'traction', name: 'Traction', placeholder: '[Add your traction: users, revenue, growth]' },
  { id: 'team', name: 'Team', placeholder: '[Add your team: founders, key hires, relevant experience]' },
  { id: 'why_now', name: 'Why Now', placeholder: '[Add why now: the change that makes this possible today]' },
  { id: 'market', name: 'Market', placeholder: '[Add your market size: TAM, SAM, SOM, with sources]' },
  { id: 'product', name: 'Product', placeholder: '[Add product screenshots or a demo link]' },
  { id: 'business_model', name: 'Business Model', placeholder: '[Add how you make money: pricing, margins]' },
  { id: 'competition', name: 'Competition', placeholder: '[Add your main competitors and how you differ]' },
  {
    id: 'go_to_market',
    name: 'Go-to-Market',
    placeholder: '[Add your go-to-market: channels, first customers]',
  },
  {
    id: 'financials',
    name: 'Financials',
    placeholder: '[Add your financials: revenue, burn, runway, projections]',
  },
  { id: 'ask', name: 'The Ask & Use of Funds', placeholder: '[Add your funding amount and use of funds]' },
] as const;
export type SlideId = (typeof DECK_SLIDES)[number]['id'];
export const SLIDE_IDS = DECK_SLIDES.map((s) => s.id) as [SlideId, ...SlideId[]];
export const DECK_SLIDE_COUNT = DECK_SLIDES.length;

/** Output bounds (characters / items), enforced after generation and stated in the prompt. */
export const OUTPUT_LIMITS = {
  headline: 140,
  bullet: 220,
  bullets: 5,
  notes: 900,
  subject: 140,
  body: 4000,
} as const;

/** Input bounds (characters, after trimming). */
export const INPUT_LIMITS = {
  short: 120,
  amount: 80,
  long: 1500,
  summary: 2500,
  contactInfo: 300,
  investorId: 200,
} as const;

/** Clean text (shared/text.ts; issue 22) of at most `max`, `''` when absent; long fields are multi-line. */
const optionalText = (max: number, label: string) =>
  cleanText(max, label, { multiline: max > INPUT_LIMITS.amount })
    .optional()
    .default('');
const requiredText = (max: number, label: string) =>
  cleanText(max, label, { multiline: max > INPUT_LIMITS.short, required: true });

/** Body of `POST /v1/ai/pitch-decks`: the pitch deck form (founder-app.md §2), plus optional traction and team. */
export const PitchDeckRequest = z
  .object({
    companyName: requiredText(INPUT_LIMITS.short, 'Company Name'),
    industry: optionalText(INPUT_LIMITS.short, 'Industry'),
    problem: requiredText(INPUT_LIMITS.long, 'Problem'),
    solution: requiredText(INPUT_LIMITS.long, 'Solution'),
    targetMarket: optionalText(INPUT_LIMITS.long, 'Target Market'),
    businessModel: optionalText(INPUT_LIMITS.long, 'Business Model'),
    fundingAmount: optionalText(INPUT_LIMITS.amount, 'Funding Amount'),
    useOfFunds: optionalText(INPUT_LIMITS.long, 'Use of Funds'),
    traction: optionalText(INPUT_LIMITS.long, 'Traction'),
    team: optionalText(INPUT_LIMITS.long, 'Team'),
  })
  .strict()
  .meta({ id: 'PitchDeckRequest' });
export type PitchDeckRequest = z.input<typeof PitchDeckRequest>;
export type PitchDeckInput = z.output<typeof PitchDeckRequest>;

/**
 * Body of `POST /v1/ai/emails`: the investor email form (founder-app.md §2). `investorId` picks an investor of the
 * catalogue (the email is then grounded in its record, and a revealed email contact fills the "to" line);
 * `contactInfo` is the founder's own sign-off details.
 */
export const EmailRequest = z
  .object({
    investorId: identifier(INPUT_LIMITS.investorId, 'Investor').optional(),
    investorName: optionalText(INPUT_LIMITS.short, 'Investor Name'),
    companyName: requiredText(INPUT_LIMITS.short, 'Company Name'),
    pitchSummary: requiredText(INPUT_LIMITS.summary, 'Pitch Summary'),
    fundingAmount: requiredText(INPUT_LIMITS.amount, 'Funding Amount'),
    useOfFunds: optionalText(INPUT_LIMITS.long, 'Use of Funds'),
    contactInfo: optionalText(INPUT_LIMITS.contactInfo, 'Contact Info'),
  })
  .strict()
  .meta({ id: 'EmailRequest' });
export type EmailRequest = z.input<typeof EmailRequest>;
export type EmailInput = z.output<typeof EmailRequest>;

/** One slide. */
export const Slide = z
  .object({
    id: z.enum(SLIDE_IDS),
    title: z.string(),
    headline: z.string().min(1).max(OUTPUT_LIMITS.headline),
    bullets: z.array(z.string().min(1).max(OUTPUT_LIMITS.bullet)).min(1).max(OUTPUT_LIMITS.bullets),
    notes: z.string().max(OUTPUT_LIMITS.notes),
  })
  .meta({ id: 'Slide' });
export type Slide = z.infer<typeof Slide>;

/** A generated deck: exactly the 13 slides of `DECK_SLIDES`, in that order. */
export const PitchDeck = z
  .object({
    companyName: z.string(),
    slides: z
      .array(Slide)
      .length(DECK_SLIDE_COUNT)
      .refine(
        (slides) => slides.every((s, i) => s.id === SLIDE_IDS[i]),
        'Slides must follow DECK_SLIDES order.',
      ),
  })
  .meta({ id: 'PitchDeck' });
export type PitchDeck = z.infer<typeof PitchDeck>;

/** A generated investor email. `to`: the picked investor's revealed email contact, else null. */
export const InvestorEmail = z
  .object({
    subject: z.string().min(1).max(OUTPUT_LIMITS.subject),
    body: z.string().min(1).max(OUTPUT_LIMITS.body),
    to: z.string().nullable(),
  })
  .meta({ id: 'InvestorEmail' });
export type InvestorEmail = z.infer<typeof InvestorEmail>;

/**
 * The catalogue facts an email is grounded in (shared/schemas.ts `Investor`, public fields only: never a contact).
 */
export const InvestorFacts = z
  .object({
    id: z.string(),
    name: z.string(),
    company: z.string(),
    type: z.string(),
    stages: z.array(z.string()),
    sectors: z.array(z.string()),
    checkSize: z.string(),
    focus: z.string(),
    locations: z.array(z.string()),
  })
  .meta({ id: 'InvestorFacts' });
export type InvestorFacts = z.infer<typeof InvestorFacts>;

export const AI_JOB_KINDS = ['pitch_deck', 'email'] as const;
export type AiJobKind = (typeof AI_JOB_KINDS)[number];
export const AI_JOB_STATUSES = ['pending', 'running', 'succeeded', 'failed'] as const;

/**
 * Who wrote a result: `model` (the configured OpenAI-compatible endpoint) or `offline` (the deterministic draft
 * generator used when no OPENAI_API_KEY is configured; the UI labels it 'Offline draft (no AI model configured)').
 */
export const AI_SOURCES = ['model', 'offline'] as const;
export type AiSource = (typeof AI_SOURCES)[number];

/** A generation job as the API shows it to its owner. */
export const AiJob = z
  .object({
    id: z.string(),
    kind: z.enum(AI_JOB_KINDS),
    status: z.enum(AI_JOB_STATUSES),
    /** Company name (deck) or "Company → Investor" (email): the label of the past-generations list. */
    title: z.string(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    /** Slides done of 13 (deck) or 0/1 (email). */
    progress: z.object({ done: z.number().int(), total: z.number().int() }),
    source: z.enum(AI_SOURCES).nullable(),
    deck: PitchDeck.nullable(),
    email: InvestorEmail.nullable(),
    /** Why it failed (the spec's messages); null unless `failed`. */
    error: z.string().nullable(),
    /** Actions reserved when the job was accepted. */
    cost: z.number().int(),
    /** True once the reserved actions were given back (failed jobs). */
    refunded: z.boolean(),
    /** The request as validated (reopening a generation shows what it was made from). */
    input: z.union([PitchDeckRequest, EmailRequest]),
    /** The picked investor (email), null otherwise. */
    investor: z.object({ id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'AiJob' });
export type AiJob = z.infer<typeof AiJob>;

/** Answer of `POST /v1/ai/pitch-decks` and `POST /v1/ai/emails` (202): the pending job and the usage after it. */
export const AiJobAccepted = z
  .object({
    job: AiJob,
    usage: z.object({
      used: z.number().int(),
      limit: z.number().int().nullable(),
      remaining: z.number().int().nullable(),
    }),
  })
  .meta({ id: 'AiJobAccepted' });
export type AiJobAccepted = z.infer<typeof AiJobAccepted>;

/** `GET /v1/ai/jobs/{id}` path. */
export const AiJobParams = z.object({ id: z.string().min(1).max(100) }).meta({ id: 'AiJobParams' });

/** `GET /v1/ai/jobs` query: `kind` filters, `limit` (default 20, at most 50). */
export const AiJobListQuery = z
  .object({
    kind: z.enum(AI_JOB_KINDS).optional(),
    limit: z.coerce.number().int().min(1).max(50).optional().default(20),
  })
  .strict()
  .meta({ id: 'AiJobListQuery' });

/** `GET /v1/ai/jobs`: the caller's past generations, newest first. */
export const AiJobList = z.object({ items: z.array(AiJob) }).meta({ id: 'AiJobList' });
export type AiJobList = z.infer<typeof AiJobList>;

/** The spec's messages (founder-app.md §8 "AI tools") the server answers. */
export const AI_MESSAGES = {
  limit: (remaining: number) => aiLimitMessage(remaining, AI_ACTION_COST),
  empty: 'No content was generated. The response from the AI was empty.',
  deckFailed: 'Failed to generate pitch deck. Please try again.',
  emailFailed: 'Failed to generate investor email. Please try again.',
  offlineLabel: 'Offline draft (no AI model configured)',
} as const;

/**
 * Tiers with the AI Tools tabs page: premium and legacy pro / enterprise (DESIGN.md "Coherent tiers"; founder-app.md
 * §6); the web app shows the others the upsell. The generators themselves (Pitch Deck Generator, Email Generator)
 * are for every plan at 2 actions (issue 23), so the API has no tier gate for them.
 */
export const AI_TIERS = ['premium', 'pro', 'enterprise'] as const;
export function hasAiTools(tier: string): boolean {
  return (AI_TIERS as readonly string[]).includes(tier);
}
