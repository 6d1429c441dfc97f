/**
 * One generation, whoever writes it: the configured model (functions/ai/model.ts) or, with no model configured,
 * the offline draft generator (functions/ai/offline.ts). Either way the result is grounded
 * (functions/ai/grounding.ts: a figure that is not in the inputs or the investor's facts becomes a visible
 * placeholder), clipped to `OUTPUT_LIMITS` and validated by the shared zod schemas before it is stored.
 */
import {
  InvestorEmail,
  OUTPUT_LIMITS,
  PitchDeck,
  type AiSource,
  type EmailInput,
  type InvestorFacts,
  type PitchDeckInput,
} from '../../shared/ai-schemas.js';
import { scrub } from './grounding.js';
import { GenerationFailed } from './failure.js';
import type { ModelClient } from './model.js';
import { offlineDeck, offlineEmail } from './offline.js';
import { clip } from './text.js';

export interface Generator {
  source: AiSource;
  /** @throws GenerationFailed */
  deck(input: PitchDeckInput, onProgress?: (done: number) => void | Promise<void>): Promise<PitchDeck>;
  /** `to`: the picked investor's revealed email contact (filled in here, never sent to the model). */
  email(input: EmailInput, facts: InvestorFacts | null, to: string | null): Promise<InvestorEmail>;
}

/** The figures an email may use: the founder's inputs (not the investor id, a key) and the investor's facts. */
export function emailSources(input: EmailInput, facts: InvestorFacts | null): unknown {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { investorId, ...founder } = input;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { id, ...investor } = facts ?? { id: '' };
  return { founder, investor };
}

/** `deck` grounded in `input` and clipped again (a placeholder is longer than the figure it replaced). */
export function groundDeck(deck: PitchDeck, input: PitchDeckInput): PitchDeck {
  const grounded = scrub(deck, input);
  return PitchDeck.parse({
    ...grounded,
    companyName: input.companyName,
    slides: grounded.slides.map((s) => ({
      ...s,
      headline: clip(s.headline, OUTPUT_LIMITS.headline),
      bullets: s.bullets.map((b) => clip(b, OUTPUT_LIMITS.bullet)),
      notes: clip(s.notes, OUTPUT_LIMITS.notes),
    })),
  });
}

/** `email` grounded in the inputs and facts, clipped, with `to`. */
export function groundEmail(
  email: { subject: string; body: string },
  input: EmailInput,
  facts: InvestorFacts | null,
  to: string | null,
): InvestorEmail {
  const grounded = scrub(email, emailSources(input, facts));
  const subject = clip(grounded.subject, OUTPUT_LIMITS.subject);
  const body = clip(grounded.body, OUTPUT_LIMITS.body, true);
  if (!subject || !body) throw new GenerationFailed('empty', 'The email is empty.');
  return InvestorEmail.parse({ subject, body, to });
}

/** The generator for `model` (null: the offline draft generator). */
export function generatorFor(model: ModelClient | null): Generator {
  if (!model) {
    return {
      source: 'offline',
      async deck(input, onProgress) {
        const deck = groundDeck(offlineDeck(input), input);
        await onProgress?.(deck.slides.length);
        return deck;
      },
      async email(input, facts, to) {
        return groundEmail(offlineEmail(input, facts), input, facts, to);
      },
    };
  }
  return {
    source: 'model',
    async deck(input, onProgress) {
      return groundDeck(await model.deck(input, onProgress), input);
    },
    async email(input, facts, to) {
      return groundEmail(await model.email(input, facts), input, facts, to);
    },
  };
}
