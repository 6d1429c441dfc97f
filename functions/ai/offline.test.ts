import { describe, expect, it } from 'vitest';
import { DECK_SLIDES, InvestorEmail, PitchDeck, PitchDeckRequest } from '../../shared/ai-schemas.js';
import { emailInput, investorRecord, pitchInput } from './fixtures.js';
import { investorFacts, toLine } from './investor-facts.js';
import { offlineDeck, offlineEmail } from './offline.js';

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
    expect(byId.problem!.bullets[0]).toContain('30% of their harvest data');
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
  it('is grounded in the picked investor: name, type, stages, sectors, check size, why it fits', () => {
    const email = InvestorEmail.parse(offlineEmail(emailInput, investorFacts(investorRecord)));
    expect(email.subject).toBe('Fieldnote: raising $1.5M');
    expect(email.body).toContain('Hi Green Seed Ventures,');
    expect(email.body).toContain(
      'Venture Fund investing in Climate Tech, AgTech and Fintech at Pre-Seed and Seed stage',
    );
    expect(email.body).toContain('Typical check size: $250K - $2M.');
    expect(email.body).toContain('Our pitch is in Climate Tech, a focus of yours.');
    expect(email.body).toContain('We are raising $1.5M to hire two engineers.');
    expect(email.body).toMatch(/Best regards,\nAda Founder, ada@fieldnote.example$/);
    expect(email.to).toBeNull();
  });

  it('says "an" before a vowel and "across sectors" for a sector-agnostic investor', () => {
    const email = offlineEmail(
      emailInput,
      investorFacts({
        ...investorRecord,
        funding_type: 'Accelerator',
        funding_industries: ['Sector Agnostic'],
      }),
    );
    expect(email.body).toContain('is an Accelerator investing across sectors at Pre-Seed and Seed stage.');
  });

  it('without an investor, greets the typed name and claims no fit', () => {
    const email = offlineEmail({ ...emailInput, investorId: undefined, investorName: 'Sam' }, null);
    expect(email.body.startsWith('Hi Sam,')).toBe(true);
    expect(email.body).not.toContain('Why I am writing to you');
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
