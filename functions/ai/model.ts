/**
 * The model client of the AI tools: the `openai` SDK's Chat Completions against any OpenAI-compatible endpoint
 * (`OPENAI_BASE_URL`, `OPENAI_MODEL`; functions/ai/config.ts), with structured output (a JSON schema from zod,
 * `response_format: json_schema`) validated by zod after parsing (issue 10; docs/decisions/0013-ai-jobs.md).
 *
 * - The deck is streamed, so progress (slides done of 13) is counted from the JSON as it arrives: a slide is done
 *   when its `notes` string (the last field) is closed.
 * - Failures are typed (`GenerationFailed.reason`) and never throw anything else:
 *   `rate_limited` (HTTP 429 after the SDK's retries), `timeout` (no complete answer within `timeoutMs`: the
 *   request's own timeout or the overall deadline), `empty` (no content), `malformed` (not JSON, or not the
 *   schema: missing slides, wrong ids), `unavailable` (any other API or network error).
 * - Output is bounded: `max_completion_tokens`, and every text clipped to `OUTPUT_LIMITS` after parsing.
 * Source: https://github.com/openai/openai-node (README: streaming, timeouts, retries, errors; Structured Outputs guide).
 */
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import * as z from 'zod';
import {
  DECK_SLIDES,
  OUTPUT_LIMITS,
  PitchDeck,
  SLIDE_IDS,
  type EmailInput,
  type InvestorFacts,
  type PitchDeckInput,
} from '../../shared/ai-schemas.js';
import { GenerationFailed } from './failure.js';
import { MAX_COMPLETION_TOKENS, deckMessages, emailMessages } from './prompts.js';
import { clip } from './text.js';

export interface ModelSettings {
  apiKey: string;
  /** OpenAI-compatible base URL (…/v1); undefined: api.openai.com. */
  baseURL?: string;
  model: string;
  /** Overall deadline of one generation, ms. */
  timeoutMs: number;
  /** SDK retries of 408/409/429/5xx and connection errors (default 1). */
  maxRetries?: number;
}

/** What the model writes for a deck (the server adds the slide titles and checks the order). */
const WireDeck = z.object({
  slides: z.array(
    z.object({
      id: z.enum(SLIDE_IDS),
      headline: z.string(),
      bullets: z.array(z.string()),
      notes: z.string(),
    }),
  ),
});
/** What the model writes for an email (`to` is the server's). */
const WireEmail = z.object({ subject: z.string(), body: z.string() });

/**
 * The `response_format` of a structured answer: `json_schema`, strict, from the zod schema (zod 4's JSON Schema
 * output: every property required, no additional properties, as strict mode wants). Built here rather than with
 * `openai/helpers/zod`, which bundles zod 3 as well (about 80 KB more in the worker).
 */
export function jsonSchemaFormat(name: string, schema: z.ZodType): ResponseFormatJSONSchema {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { $schema, ...json } = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' });
  return { type: 'json_schema', json_schema: { name, strict: true, schema: json } };
}

const SLIDE_DONE = /"notes"\s*:\s*"(?:[^"\\]|\\.)*"/g;

/** Slides completed in a partial deck JSON (for progress). */
export function slidesDone(partialJson: string): number {
  return Math.min(DECK_SLIDES.length, partialJson.match(SLIDE_DONE)?.length ?? 0);
}

/** The deck in `wire`, in `DECK_SLIDES` order, clipped to the output limits. @throws GenerationFailed malformed */
export function deckFromWire(companyName: string, wire: z.infer<typeof WireDeck>): PitchDeck {
  const byId = new Map(wire.slides.map((s) => [s.id, s]));
  const missing = DECK_SLIDES.filter((s) => !byId.has(s.id)).map((s) => s.id);
  if (missing.length > 0)
    throw new GenerationFailed('malformed', `The deck lacks slides: ${missing.join(', ')}`);
  const deck = {
    companyName,
    slides: DECK_SLIDES.map((def) => {
      const slide = byId.get(def.id)!;
      const bullets = slide.bullets
        .map((b) => clip(b, OUTPUT_LIMITS.bullet))
        .filter(Boolean)
        .slice(0, OUTPUT_LIMITS.bullets);
      return {
        id: def.id,
        title: def.name,
        headline: clip(slide.headline, OUTPUT_LIMITS.headline) || def.name,
        bullets: bullets.length > 0 ? bullets : [def.placeholder ?? def.name],
        notes: clip(slide.notes, OUTPUT_LIMITS.notes),
      };
    }),
  };
  const checked = PitchDeck.safeParse(deck);
  if (!checked.success)
    throw new GenerationFailed('malformed', `The deck is not valid: ${checked.error.message}`);
  return checked.data;
}

function parseJson<S extends z.ZodType>(text: string, schema: S): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new GenerationFailed('malformed', 'The model answered text that is not JSON.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new GenerationFailed(
      'malformed',
      `The model's JSON does not match the schema: ${parsed.error.message}`,
    );
  }
  return parsed.data;
}

/** The typed failure of an SDK error (or our own deadline). */
export function failureOf(error: unknown, deadlineHit: boolean): GenerationFailed {
  if (error instanceof GenerationFailed) return error;
  if (deadlineHit || error instanceof OpenAI.APIConnectionTimeoutError) {
    return new GenerationFailed('timeout', 'The model did not answer in time.');
  }
  if (error instanceof OpenAI.RateLimitError) {
    return new GenerationFailed('rate_limited', 'The model endpoint is rate limiting requests (HTTP 429).');
  }
  if (error instanceof OpenAI.APIError) {
    return new GenerationFailed('unavailable', `The model endpoint failed: ${error.message}`);
  }
  return new GenerationFailed('unavailable', `The model call failed: ${(error as Error)?.message ?? error}`);
}

export interface ModelClient {
  /**
   * The 13-slide deck of `input`. `onProgress(done)` is called as slides complete (0..13).
   * @throws GenerationFailed
   */
  deck(input: PitchDeckInput, onProgress?: (done: number) => void | Promise<void>): Promise<PitchDeck>;
  /** The email of `input`, grounded in `investor` when given. @throws GenerationFailed */
  email(input: EmailInput, investor: InvestorFacts | null): Promise<{ subject: string; body: string }>;
}

/** A `ModelClient` over the `openai` SDK with `settings`. */
export function openAiModel(settings: ModelSettings): ModelClient {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    ...(settings.baseURL ? { baseURL: settings.baseURL } : {}),
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries ?? 1,
  });

  /** Streams one completion and returns its whole text; `onText` sees the text so far. */
  async function complete(
    messages: ChatCompletionMessageParam[],
    format: ResponseFormatJSONSchema,
    maxTokens: number,
    onText?: (text: string) => void | Promise<void>,
  ): Promise<string> {
    const controller = new AbortController();
    let deadlineHit = false;
    const timer = setTimeout(() => {
      deadlineHit = true;
      controller.abort();
    }, settings.timeoutMs);
    try {
      const stream = await client.chat.completions.create(
        {
          model: settings.model,
          messages,
          response_format: format,
          max_completion_tokens: maxTokens,
          stream: true,
        },
        { signal: controller.signal },
      );
      let text = '';
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta?.content;
        if (delta) {
          text += delta;
          await onText?.(text);
        }
      }
      if (text.trim() === '') throw new GenerationFailed('empty', 'The model answered no content.');
      return text;
    } catch (error) {
      throw failureOf(error, deadlineHit);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async deck(input, onProgress) {
      let reported = 0;
      const text = await complete(
        deckMessages(input),
        jsonSchemaFormat('pitch_deck', WireDeck),
        MAX_COMPLETION_TOKENS.deck,
        async (partial) => {
          const done = slidesDone(partial);
          if (done > reported) {
            reported = done;
            await onProgress?.(done);
          }
        },
      );
      return deckFromWire(input.companyName, parseJson(text, WireDeck));
    },
    async email(input, investor) {
      const text = await complete(
        emailMessages(input, investor),
        jsonSchemaFormat('investor_email', WireEmail),
        MAX_COMPLETION_TOKENS.email,
      );
      const email = parseJson(text, WireEmail);
      const subject = clip(email.subject, OUTPUT_LIMITS.subject);
      const body = clip(email.body, OUTPUT_LIMITS.body, true);
      if (!subject || !body) throw new GenerationFailed('empty', 'The model answered an empty email.');
      return { subject, body };
    },
  };
}

export { GenerationFailed } from './failure.js';
