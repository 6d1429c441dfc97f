import { describe, expect, it } from 'vitest';
import type { AiJob } from '../../../../shared/ai-schemas.js';
import type { FounderPitch, PitchFigures } from '../../../../shared/pitch-schemas.js';
import { ApiError } from '../../common/api.js';
import { newestAnswer } from './new-answer-toasts.js';
import {
  EMPTY_DRAFT,
  answerToast,
  checkPitchForm,
  emailRequestFor,
  figureLines,
  finishedDecks,
  lastEmailFor,
  meetingAddress,
  nextUtcMidnight,
  pitchAvailability,
  prefillWho,
  pitchRequestOf,
  roundFacts,
  sendErrorView,
  timelineLine,
} from './pitch-format.js';
import { testTimelineEntry as entry } from './test-timeline.js';

function pitch(overrides: Partial<FounderPitch> = {}): FounderPitch {
  return {
    id: 'p1',
    investor_id: 'inv-1',
    investor_name: 'Nordlicht',
    subject: 'Seed round',
    status: 'open',
    sent_at: '2026-11-20T10:00:00.000Z',
    answered_at: null,
    pass_reason: null,
    pass_note: null,
    investor_email: null,
    ...overrides,
  };
}

const listing = {
  id: 'inv-1',
  claimed: true,
  confirmation_lapsed: false,
  open_to_pitches: { open: true, channel: null },
};

describe('pitchAvailability', () => {
  it('offers Send pitch only for a claimed listing open to pitches whose confirmation holds', () => {
    expect(pitchAvailability(listing, [])).toEqual({ kind: 'open' });
    expect(pitchAvailability({ ...listing, claimed: false }, [])).toEqual({
      kind: 'closed',
      reason: 'not_claimed',
    });
    expect(pitchAvailability({ ...listing, confirmation_lapsed: true }, [])).toEqual({
      kind: 'closed',
      reason: 'lapsed',
    });
    expect(pitchAvailability({ ...listing, open_to_pitches: { open: false, channel: null } }, [])).toEqual({
      kind: 'closed',
      reason: 'closed',
    });
    expect(pitchAvailability({ ...listing, open_to_pitches: null }, [])).toEqual({
      kind: 'closed',
      reason: 'closed',
    });
  });

  it('says Pitched on while the pitch to this investor is open, and offers a new one once answered', () => {
    const open = pitch();
    expect(pitchAvailability(listing, [open])).toEqual({ kind: 'pitched', pitch: open });
    expect(
      pitchAvailability(listing, [pitch({ status: 'passed', answered_at: '2026-11-21T00:00:00.000Z' })]),
    ).toEqual({ kind: 'open' });
    expect(pitchAvailability(listing, [pitch({ investor_id: 'other' })])).toEqual({ kind: 'open' });
  });
});

describe('the pitch form', () => {
  it('names each missing or bad field; 2,000 characters is the message limit', () => {
    const who = { founderName: 'Ada', company: 'Fieldnote' };
    expect(checkPitchForm({ ...EMPTY_DRAFT, ...who })).toEqual({
      subject: 'Subject is required.',
      message: 'Message is required.',
    });
    const ok = { ...EMPTY_DRAFT, ...who, subject: 'Hi', message: 'x'.repeat(2000) };
    expect(checkPitchForm(ok)).toEqual({});
    expect(checkPitchForm({ ...ok, message: 'x'.repeat(2001) }).message).toContain('2,000');
    // trimmed like the server: surrounding spaces do not count
    expect(checkPitchForm({ ...ok, message: `  ${'x'.repeat(2000)}  ` })).toEqual({});
    expect(checkPitchForm({ ...ok, deck: 'generated' }).deck).toBe('Choose a deck, or choose No deck.');
    expect(checkPitchForm({ ...ok, deck: 'link', url: 'http://deck.example' }).deck).toContain('https://');
    expect(checkPitchForm({ ...ok, deck: 'link', url: 'https://deck.example/d' })).toEqual({});
  });

  it('builds the request with the deck chosen (and none for No deck)', () => {
    const draft = {
      ...EMPTY_DRAFT,
      subject: ' Hi ',
      message: ' Body ',
      jobId: 'job-1',
      url: 'https://d.example',
    };
    expect(pitchRequestOf('inv-1', draft)).toEqual({
      investor_id: 'inv-1',
      founder_name: '',
      company: '',
      subject: 'Hi',
      message: 'Body',
    });
    // A generated deck goes as a deck room, read only unless the founder lets them download it (issue 39 item 4)
    expect(pitchRequestOf('inv-1', { ...draft, deck: 'generated' }).deck).toEqual({
      kind: 'generated',
      job_id: 'job-1',
      allow_download: false,
    });
    expect(
      pitchRequestOf('inv-1', { ...draft, deck: 'generated', allowDownload: true }).deck,
    ).toMatchObject({ allow_download: true });
    expect(pitchRequestOf('inv-1', { ...draft, deck: 'link' }).deck).toEqual({
      kind: 'link',
      url: 'https://d.example',
    });
  });
});

describe('sendErrorView', () => {
  it('words every refusal of ADR 0049 and links the way out', () => {
    const limit = sendErrorView(new ApiError(402, 'action_limit_reached', 'You need at least 1 action.'));
    expect(limit).toMatchObject({ title: 'No action left', link: 'plans' });
    expect(limit.message).toContain('Upgrade');
    expect(sendErrorView(new ApiError(409, 'pitch_open', 'open'))).toMatchObject({
      title: 'You already pitched this investor',
    });
    expect(sendErrorView(new ApiError(409, 'pitch_not_open', 'closed'))).toMatchObject({
      title: 'Not taking pitches',
    });
    expect(sendErrorView(new ApiError(409, 'startup_profile_required', 'Add it'))).toMatchObject({
      link: 'startup',
    });
    expect(sendErrorView(new ApiError(403, 'pitch_not_accepted', 'no'))).toMatchObject({
      title: 'Pitch not accepted',
      message: 'no',
    });
    expect(sendErrorView(new Error('boom')).message).toContain('Nothing was charged');
  });

  it('says when the day resets on a 429, and puts a 400 on the field it names', () => {
    const daily = sendErrorView(
      new ApiError(429, 'pitch_daily_limit', 'x'),
      new Date('2026-11-26T22:30:00Z'),
    );
    expect(daily.title).toBe('20 pitches a day at most');
    expect(daily.message).toMatch(/27 Nov 2026.*00:00 UTC/);
    expect(sendErrorView(new ApiError(400, 'bad_request', 'Deck must be…', 'deck'))).toMatchObject({
      field: 'deck',
      message: 'Deck must be…',
    });
    expect(nextUtcMidnight(new Date('2026-12-31T23:59:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('response figures', () => {
  it('shows nothing for null (below 5 founders), never a zero', () => {
    expect(figureLines(null)).toEqual([]);
  });

  it('shows the rate, the median and the top pass reasons', () => {
    const figures: PitchFigures = {
      response_rate: 0.7,
      median_days_to_answer: 2,
      top_pass_reasons: [{ reason: 'stage' }, { reason: 'check_size' }],
      published_on: '2026-11-26',
    };
    expect(figureLines(figures)).toEqual([
      { label: 'Response rate', value: '70%' },
      { label: 'Median time to a first answer', value: '2 days' },
      { label: 'Top pass reasons', value: 'Stage, Check size' },
    ]);
    expect(
      figureLines({ ...figures, median_days_to_answer: null, top_pass_reasons: [] }).map((l) => l.value),
    ).toEqual(['70%', 'No answer yet', 'None']);
  });
});

describe('timeline', () => {
  it('words each kind, with the pass reason and the stage labels', () => {
    expect(timelineLine(entry({ kind: 'pitched', subject: 'Seed' }))).toBe('Pitched: Seed');
    expect(timelineLine(entry({ kind: 'answered', answer: 'passed', reason: 'stage' }))).toBe(
      'Answered: Passed (Stage)',
    );
    expect(timelineLine(entry({ kind: 'answered', answer: 'interested' }))).toBe('Answered: Interested');
    // Each pitch is a thread (issue 37 item 6): an answer names the pitch it answers
    expect(timelineLine(entry({ kind: 'answered', answer: 'interested', subject: 'Seed' }))).toBe(
      'Answered “Seed”: Interested',
    );
    expect(
      timelineLine(entry({ kind: 'answered', answer: 'passed', reason: 'timing', subject: 'Bridge' })),
    ).toBe('Answered “Bridge”: Passed (Timing)');
    expect(timelineLine(entry({ kind: 'stage', from: 'to_contact', to: 'contacted' }))).toBe(
      'Stage: To contact → Contacted',
    );
    expect(timelineLine(entry({ kind: 'revealed' }))).toBe('Contact revealed');
  });

  it("finds the address of the investor's newest Interested answer", () => {
    expect(meetingAddress([entry({ kind: 'saved' })])).toBeNull();
    expect(
      meetingAddress([
        entry({ kind: 'answered', answer: 'interested', investor_email: 'old@n.vc' }),
        entry({ kind: 'answered', answer: 'interested', investor_email: 'hanna@n.vc' }),
      ]),
    ).toBe('hanna@n.vc');
  });
});

describe('new answers', () => {
  it('toasts Interested with the address, and a pass with its reason', () => {
    expect(answerToast(pitch({ status: 'interested', investor_email: 'hanna@n.vc' }))).toMatchObject({
      type: 'success',
      title: 'Nordlicht answered: Interested',
      message: expect.stringContaining('hanna@n.vc'),
    });
    expect(answerToast(pitch({ status: 'passed', pass_reason: 'stage' })).title).toBe(
      'Nordlicht passed: Stage',
    );
    expect(answerToast(pitch({ status: 'passed' })).title).toBe('Nordlicht passed');
  });

  it('marks the newest answer', () => {
    const a = pitch({ id: 'a', status: 'passed', answered_at: '2026-11-20T00:00:00.000Z' });
    const b = pitch({ id: 'b', status: 'interested', answered_at: '2026-11-25T00:00:00.000Z' });
    expect(newestAnswer([a, b, pitch()])).toBe('2026-11-25T00:00:00.000Z');
    expect(newestAnswer([pitch()])).toBeUndefined();
  });
});

describe('the AI email and the decks', () => {
  const job = (overrides: Partial<AiJob>): AiJob =>
    ({
      id: 'j',
      kind: 'email',
      status: 'succeeded',
      title: 't',
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
      progress: { done: 1, total: 1 },
      source: 'offline',
      deck: null,
      email: { subject: 'S', body: 'B', to: null },
      error: null,
      cost: 2,
      refunded: false,
      input: {},
      investor: { id: 'inv-1', name: 'Nordlicht' },
      ...overrides,
    }) as AiJob;

  it("asks the Email Generator with the founder's facts, or not at all when one is missing", () => {
    const startup = { description: 'Soil sensors for farms', raising_usd: 1_500_000 };
    expect(emailRequestFor({ id: 'inv-1', name: 'Nordlicht' }, startup, 'Fieldnote')).toEqual({
      investorId: 'inv-1',
      investorName: 'Nordlicht',
      companyName: 'Fieldnote',
      pitchSummary: 'Soil sensors for farms',
      fundingAmount: '$1.5M',
    });
    expect(emailRequestFor({ id: 'inv-1', name: 'N' }, startup, ' ')).toBeNull();
    expect(emailRequestFor({ id: 'inv-1', name: 'N' }, null, 'Fieldnote')).toBeNull();
  });

  it("finds the last finished email for this investor and the founder's finished decks", () => {
    const jobs = [
      job({ id: 'e0', status: 'failed', email: null }),
      job({ id: 'e1', investor: { id: 'other', name: 'O' } }),
      job({ id: 'e2' }),
      job({ id: 'd1', kind: 'pitch_deck', email: null, deck: {} as AiJob['deck'] }),
      job({ id: 'd2', kind: 'pitch_deck', status: 'running', email: null }),
    ];
    expect(lastEmailFor(jobs, 'inv-1')?.id).toBe('e2');
    expect(finishedDecks(jobs).map((j) => j.id)).toEqual(['d1']);
  });

  it('writes the round facts the pitch carries', () => {
    expect(
      roundFacts({
        stage: 'Seed',
        sectors: ['Climate Tech', 'SaaS'],
        country_name: 'Germany',
        raising_usd: 1_500_000,
      }),
    ).toBe('Seed · Climate Tech, SaaS · Germany · raising $1.5M');
  });
});

describe('who pitches (issue 37 item 5)', () => {
  it('prefills an empty name and company from the account, keeping what the founder typed', () => {
    const profile = { first_name: ' Ada ', last_name: 'Lovelace', company: 'Fieldnote ' };
    expect(prefillWho(EMPTY_DRAFT, profile)).toMatchObject({
      founderName: 'Ada Lovelace',
      company: 'Fieldnote',
    });
    expect(prefillWho({ ...EMPTY_DRAFT, company: 'Typed' }, profile).company).toBe('Typed');
    expect(prefillWho(EMPTY_DRAFT, undefined)).toBe(EMPTY_DRAFT);
  });

  it('requires both, sends both, and shows the server’s 400 on the field it names', () => {
    const draft = { ...EMPTY_DRAFT, subject: 'S', message: 'M' };
    expect(checkPitchForm(draft)).toEqual({
      founderName: 'Your name is required: the team reads who pitched.',
      company: 'Company is required: the team reads who pitched.',
    });
    expect(pitchRequestOf('inv-1', { ...draft, founderName: ' Ada ', company: 'Fieldnote' })).toMatchObject({
      founder_name: 'Ada',
      company: 'Fieldnote',
    });
    expect(
      sendErrorView(new ApiError(400, 'invalid_input', 'Your name is required.', 'founder_name')),
    ).toMatchObject({
      field: 'founderName',
    });
    expect(
      sendErrorView(new ApiError(400, 'invalid_input', 'Company is required.', 'company')),
    ).toMatchObject({
      field: 'company',
    });
  });

  it('lets the AI email use the form’s company and the startup profile', () => {
    const startup = { description: 'Soil sensors', raising_usd: 1_500_000 };
    expect(emailRequestFor({ id: 'inv-1', name: 'N' }, startup, 'Fieldnote')?.companyName).toBe('Fieldnote');
  });
});
