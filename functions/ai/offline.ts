/**
 * The offline draft generator (issue 10 "Offline default"; DESIGN.md "honest local stand-ins"): with no
 * OPENAI_API_KEY, `npm start` fills the same 13-slide structure and the same email shape from the founder's inputs
 * and the picked investor's catalogue facts, deterministically (same inputs → same draft), with visible
 * placeholders (`DECK_SLIDES[].placeholder`) wherever a slide needs facts the founder did not give. It never adds a
 * figure: every number it writes is copied from the inputs. The UI labels its results
 * 'Offline draft (no AI model configured)'. It is metered like the model.
 */
import {
  DECK_SLIDES,
  OUTPUT_LIMITS,
  type EmailInput,
  type InvestorFacts,
  type PitchDeck,
  type PitchDeckInput,
  type Slide,
  type SlideId,
} from '../../shared/ai-schemas.js';
import { fitReasons } from './investor-facts.js';
import { clip, firstSentence, raisingPhrase, sentences, useOfFundsPhrase } from './text.js';

const placeholderOf = (id: SlideId): string =>
  DECK_SLIDES.find((s) => s.id === id)?.placeholder ?? '[Add this section]';
const hasFigure = (text: string) => /\d/.test(text);

/** `text` compared loosely: case, spacing and final punctuation do not count. */
const same = (a: string, b: string) =>
  a
    .toLowerCase()
    .replace(/[\s.!?:;,…]+$/, '')
    .replace(/\s+/g, ' ')
    .trim() ===
  b
    .toLowerCase()
    .replace(/[\s.!?:;,…]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * One slide. No bullet repeats the slide's title or headline (issue 23: a slide whose only bullet said its title
 * again): such a bullet is dropped, and when the headline was the founder's only sentence, the headline becomes
 * the slide's name and the sentence its bullet.
 */
function slide(id: SlideId, headline: string, bullets: string[], notes: string): Slide {
  const def = DECK_SLIDES.find((s) => s.id === id)!;
  let head = clip(headline || def.name, OUTPUT_LIMITS.headline);
  let kept = bullets
    .map((b) => clip(b, OUTPUT_LIMITS.bullet))
    .filter((b, i, all) => b && !same(b, def.name) && all.findIndex((o) => same(o, b)) === i);
  if (kept.some((b) => same(b, head))) {
    if (kept.length === 1 && !same(head, def.name)) head = def.name;
    else kept = kept.filter((b) => !same(b, head));
  }
  return {
    id,
    title: def.name,
    headline: head,
    bullets: (kept.length > 0 ? kept : [placeholderOf(id)]).slice(0, OUTPUT_LIMITS.bullets),
    notes: clip(notes, OUTPUT_LIMITS.notes),
  };
}

/** Up to `max` sentences of `text` as bullets, or the slide's placeholder when `text` is empty. */
function bulletsFrom(id: SlideId, text: string, max = 4): string[] {
  const parts = sentences(text).slice(0, max);
  return parts.length > 0 ? parts : [placeholderOf(id)];
}

/** The 13-slide draft of `input` (see the file comment). */
export function offlineDeck(input: PitchDeckInput): PitchDeck {
  const c = input.companyName;
  const industry = input.industry ? ` in ${input.industry}` : '';
  const slides: Slide[] = [
    slide(
      'title',
      c,
      [input.industry || firstSentence(input.solution), firstSentence(input.solution)].filter(
        (b, i, all) => b && all.indexOf(b) === i,
      ),
      `Introduce ${c}${industry} in one sentence: who it is for and what it does.`,
    ),
    slide(
      'problem',
      firstSentence(input.problem),
      bulletsFrom('problem', input.problem),
      'Tell the story of one customer who has this problem today, and what it costs them.',
    ),
    slide(
      'solution',
      firstSentence(input.solution),
      bulletsFrom('solution', input.solution),
      `Show how ${c} removes the problem; keep it to what exists today.`,
    ),
    slide(
      'traction',
      input.traction ? firstSentence(input.traction) : 'Traction so far',
      bulletsFrom('traction', input.traction),
      input.traction
        ? 'Lead with the strongest number and its trend; say where each figure comes from.'
        : 'Investors look for evidence early: add users, revenue or growth before sending this deck.',
    ),
    slide(
      'team',
      input.team ? firstSentence(input.team) : `The team behind ${c}`,
      bulletsFrom('team', input.team),
      'Say why this team is the one to win: relevant experience, what you have built before.',
    ),
    slide(
      'why_now',
      'Why now',
      [placeholderOf('why_now')],
      'Name the change (technology, regulation, behaviour) that makes this possible now and not five years ago.',
    ),
    slide(
      'market',
      input.targetMarket ? firstSentence(input.targetMarket) : 'Our market',
      [
        ...bulletsFrom('market', input.targetMarket, 3),
        ...(input.targetMarket && !hasFigure(input.targetMarket) ? [placeholderOf('market')] : []),
      ],
      'Size the market bottom-up from the customers you can reach; cite the source of every figure.',
    ),
    slide(
      'product',
      `How ${c} works`,
      [...sentences(input.solution).slice(0, 2), placeholderOf('product')],
      'Walk through the product as the customer uses it; a short demo beats a feature list.',
    ),
    slide(
      'business_model',
      input.businessModel ? firstSentence(input.businessModel) : 'How we make money',
      bulletsFrom('business_model', input.businessModel),
      'Explain who pays, how much and how often.',
    ),
    slide(
      'competition',
      'Competition',
      [placeholderOf('competition')],
      'Be honest about alternatives, including doing nothing; show why customers choose you.',
    ),
    slide(
      'go_to_market',
      'Go-to-market',
      [
        ...(input.targetMarket ? [`First customers: ${firstSentence(input.targetMarket)}`] : []),
        placeholderOf('go_to_market'),
      ],
      'Describe the channel that brings the first customers and what one customer costs to acquire.',
    ),
    slide(
      'financials',
      'Financials',
      [placeholderOf('financials')],
      'Show revenue to date, burn and runway, and the plan the round pays for.',
    ),
    slide(
      'ask',
      input.fundingAmount ? `Raising ${input.fundingAmount}` : 'The ask',
      [
        input.fundingAmount
          ? `We are raising ${raisingPhrase(input.fundingAmount)}${useOfFundsPhrase(input.useOfFunds)}.`
          : placeholderOf('ask'),
        ...(input.fundingAmount ? [] : sentences(input.useOfFunds).slice(0, 3)),
      ],
      'State the amount, what it buys and the milestone it gets you to.',
    ),
  ];
  return { companyName: c, slides };
}

/**
 * The email draft of `input`, grounded in `facts` when an investor was picked: it says what the investor backs
 * (type, stages, sectors, check size, from the catalogue) and which of their sectors the pitch names. `to` is
 * left null: the server fills it from a revealed contact, never this generator.
 */
export function offlineEmail(input: EmailInput, facts: InvestorFacts | null) {
  const greetingName = input.investorName || (facts ? greetingOf(facts) : '') || 'there';
  const subject = clip(`${input.companyName}: raising ${input.fundingAmount}`, OUTPUT_LIMITS.subject);
  const paragraphs = [
    `Hi ${greetingName},`,
    `I am writing to introduce ${input.companyName}. ${input.pitchSummary}`,
  ];
  if (facts) {
    const reasons = fitReasons(facts, `${input.pitchSummary} ${input.companyName}`);
    if (reasons.length > 0) paragraphs.push(reasons.join(' '));
  }
  paragraphs.push(
    `We are raising ${raisingPhrase(input.fundingAmount)}${useOfFundsPhrase(input.useOfFunds)}.`,
    'Would you be open to a short call in the coming weeks? I would be glad to send our deck.',
    `Best regards,\n${input.contactInfo || input.companyName}`,
  );
  return { subject, body: clip(paragraphs.join('\n\n'), OUTPUT_LIMITS.body, true), to: null };
}

/** Whom the email greets: an angel by first name ("Hanna"), a firm by its name, never shortened. */
function greetingOf(facts: InvestorFacts): string {
  if (/^angel investor$/i.test(facts.type)) return facts.name.trim().split(/\s+/)[0] ?? facts.name;
  return facts.name;
}
