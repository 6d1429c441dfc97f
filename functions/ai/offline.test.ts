import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DECK_SLIDES, InvestorEmail, PitchDeck, PitchDeckRequest } from '../../shared/ai-schemas.js';
import { emailInput, investorRecord, pitchInput } from './fixtures.js';
import { investorFacts, toLine } from './investor-facts.js';
import { offlineDeck, offlineEmail } from './offline.js';
import { raisingPhrase, useOfFundsPhrase } from './text.js';

describe('offlineDeck', () => {
  it('fills the 13 named slides in order, valid against the shared schema', () => {
    const deck = PitchDeck.parse(offlineDeck(pitchInput));
    expect(deck.slides.map((s) => s.title)).toEqual(DECK_SLIDES.map((s) => s.name));
    expect(deck.slides.map((s) => s.title).slice(0, 5)).toEqual([
      'Title',
      'Problem',
      'Solution',
      'Traction',
      'Team',
    ]);
    for (const slide of deck.slides) {
      expect(slide.headline.length).toBeGreaterThan(0);
      expect(slide.notes.length).toBeGreaterThan(0);
    }
  });

  it("uses the founder's words and says where facts are missing", () => {
    const deck = offlineDeck(pitchInput);
    const byId = Object.fromEntries(deck.slides.map((s) => [s.id, s]));
    expect(byId.title!.headline).toBe('Fieldnote');
    expect(byId.problem!.headline).toContain('30% of their harvest data');
    // The headline is not repeated as a bullet (issue 23).
    expect(byId.problem!.bullets.join(' ')).not.toContain('30% of their harvest data');
    expect(byId.ask!.headline).toBe('Raising $1.5M');
    expect(byId.traction!.bullets).toEqual(['[Add your traction: users, revenue, growth]']);
    expect(byId.market!.bullets).toContain('[Add your market size: TAM, SAM, SOM, with sources]');
  });

  it('is deterministic', () => {
    expect(offlineDeck(pitchInput)).toEqual(offlineDeck(pitchInput));
  });

  it('uses traction and team when given', () => {
    const deck = offlineDeck(
      PitchDeckRequest.parse({
        ...pitchInput,
        traction: '40 cooperatives use it weekly.',
        team: 'Two agronomists.',
      }),
    );
    const byId = Object.fromEntries(deck.slides.map((s) => [s.id, s]));
    expect(byId.traction!.bullets).toEqual(['40 cooperatives use it weekly.']);
    expect(byId.team!.bullets).toEqual(['Two agronomists.']);
  });

  it('stays within the output bounds for the longest inputs', () => {
    const long = 'word '.repeat(299) + 'word';
    const deck = offlineDeck(
      PitchDeckRequest.parse({
        companyName: 'x'.repeat(120),
        problem: long,
        solution: long,
        useOfFunds: long,
      }),
    );
    expect(() => PitchDeck.parse(deck)).not.toThrow();
  });
});

describe('offlineEmail', () => {
  it('is grounded in the picked investor: stages, sectors, check size, why it fits, as a person writes', () => {
    const email = InvestorEmail.parse(offlineEmail(emailInput, investorFacts(investorRecord)));
    expect(email.subject).toBe('Fieldnote: raising $1.5M');
    expect(email.body).toContain('Hi Green Seed Ventures,');
    expect(email.body).toContain(
      'I understand you invest in Climate Tech, AgTech and Fintech at Pre-Seed and Seed stage, with typical checks of $250K - $2M.',
    );
    expect(email.body).toContain('We work in Climate Tech, so I think we fit your focus.');
    expect(email.body).toContain('We are raising $1.5M to hire two engineers.');
    expect(email.body).not.toMatch(/ is an? (Venture Fund|Accelerator|Angel)/);
    expect(email.body).toMatch(/Best regards,\nAda Founder, ada@fieldnote.example$/);
    expect(email.to).toBeNull();
  });

  it('says "across sectors" for a sector-agnostic investor and greets an angel by first name', () => {
    const email = offlineEmail(
      { ...emailInput, investorName: '' },
      investorFacts({
        ...investorRecord,
        name: 'Hanna Berg',
        company: 'Nordlicht Angels Collective',
        funding_type: 'Angel Investor',
        funding_industries: ['Sector Agnostic'],
      }),
    );
    expect(email.body.startsWith('Hi Hanna,')).toBe(true);
    expect(email.body).toContain('I understand you invest across sectors at Pre-Seed and Seed stage');
    expect(email.body).not.toContain('…');
  });

  it('without an investor, greets the typed name and claims no fit', () => {
    const email = offlineEmail({ ...emailInput, investorId: undefined, investorName: 'Sam' }, null);
    expect(email.body.startsWith('Hi Sam,')).toBe(true);
    expect(email.body).not.toContain('I understand you invest');
  });

  it('names the round and says what it pays for in grammatical English', () => {
    const email = offlineEmail(
      { ...emailInput, fundingAmount: '$1.5M seed', useOfFunds: 'Engineering hires' },
      null,
    );
    expect(email.body).toContain('We are raising a $1.5M seed round for engineering hires.');
    expect(email.body).not.toContain('to Engineering hires');
  });
});

describe('useOfFundsPhrase and raisingPhrase', () => {
  it('verbs take "to", noun phrases "for"; sentences join with "and"; no final stop', () => {
    expect(useOfFundsPhrase('Hire two engineers. Launch in France.')).toBe(
      ' to hire two engineers and launch in France',
    );
    expect(useOfFundsPhrase('to build the EU sales team.')).toBe(' to build the EU sales team');
    expect(useOfFundsPhrase('Engineering hires')).toBe(' for engineering hires');
    expect(useOfFundsPhrase('EU expansion')).toBe(' for EU expansion');
    expect(useOfFundsPhrase('  ')).toBe('');
    expect(useOfFundsPhrase(undefined)).toBe('');
  });
  it('names a round the amount names', () => {
    expect(raisingPhrase('$1.5M seed')).toBe('a $1.5M seed round');
    expect(raisingPhrase('€2M Series A round')).toBe('a €2M Series A round');
    expect(raisingPhrase('$1.5M')).toBe('$1.5M');
  });
});

/** Random founder answers: words, sometimes a figure, one to four sentences, sometimes a title word alone. */
const word = fc.constantFrom(
  'Problem',
  'Solution',
  'Traction',
  'Team',
  'hire',
  'engineers',
  'farm',
  'data',
  'Berlin',
  'growth',
  '40',
  '$2M',
  'users',
);
const sentence = fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => `${w.join(' ')}.`);
const answer = fc.array(sentence, { minLength: 1, maxLength: 4 }).map((s) => s.join(' '));
const optional = fc.option(answer, { nil: undefined });

describe('offline drafts over random inputs (properties)', () => {
  it('no slide has a bullet equal to its title or headline, and every slide has a bullet', () => {
    fc.assert(
      fc.property(
        answer,
        answer,
        optional,
        optional,
        optional,
        optional,
        (problem, solution, traction, team, market, use) => {
          const deck = offlineDeck(
            PitchDeckRequest.parse({
              companyName: 'Fieldnote',
              problem,
              solution,
              traction,
              team,
              targetMarket: market,
              fundingAmount: '$1.5M seed',
              useOfFunds: use,
            }),
          );
          const norm = (t: string) => t.toLowerCase().replace(/[\s.!?]+$/, '');
          for (const slide of deck.slides) {
            expect(slide.bullets.length).toBeGreaterThan(0);
            for (const bullet of slide.bullets) {
              expect(norm(bullet), `${slide.id}: ${bullet}`).not.toBe(norm(slide.title));
              expect(norm(bullet), `${slide.id}: ${bullet}`).not.toBe(norm(slide.headline));
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('emails never shorten a name with "…" and say what the round pays for with "to" or "for"', () => {
    const name = fc
      .array(fc.constantFrom('Nordlicht', 'Ventures', 'Capital', 'Hanna', 'Berg', 'Partners', 'Fund'), {
        minLength: 1,
        maxLength: 12,
      })
      .map((w) => w.join(' '));
    fc.assert(
      fc.property(
        name,
        name,
        fc.constantFrom('Angel Investor', 'Venture Fund', 'Accelerator'),
        answer,
        (investor, company, type, use) => {
          const facts = investorFacts({
            ...investorRecord,
            name: investor,
            company,
            funding_type: type as never,
          });
          const email = offlineEmail({ ...emailInput, investorName: '', useOfFunds: use }, facts);
          expect(email.body).not.toContain('…');
          expect(email.body).toMatch(/We are raising \$1\.5M (to|for) [a-z0-9$]/);
          const raising = email.body.split('\n\n').find((p) => p.startsWith('We are raising'))!;
          expect(raising).not.toMatch(/ (to|for) [A-Z][a-z]/);
          expect(raising.endsWith('.')).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('toLine', () => {
  it('fills To only with a revealed email address', () => {
    const email = { contact: 'partners@fund.example', contact_type: 'email' };
    expect(toLine(email, true)).toBe('partners@fund.example');
    expect(toLine(email, false)).toBeNull();
    expect(toLine({ contact: 'https://linkedin.com/in/x', contact_type: 'linkedin' }, true)).toBeNull();
    expect(toLine({ contact: 'not an address', contact_type: 'email' }, true)).toBeNull();
    expect(toLine(undefined, true)).toBeNull();
  });
});
