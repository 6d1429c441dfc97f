import { describe, expect, it } from 'vitest';
import { NO_LISTING_STATE } from '../../shared/listing.js';
import type { PitchRecord } from '../data/pitch/pitch.js';
import { answerMail, nextStage, pipelineReason } from './follow.js';
import { whoPitches } from './send.js';
import { acceptsPitches, pitchRefusal } from './rule.js';

const open = { ...NO_LISTING_STATE, claimed: true, open_to_pitches: { open: true, channel: null } };

describe('pitchRefusal (who may receive a pitch)', () => {
  it('takes pitches only on a claimed, shown, confirmed listing open to pitches', () => {
    expect(acceptsPitches(open)).toBe(true);
    expect(acceptsPitches({ ...open, claimed: false })).toBe(false);
    expect(acceptsPitches({ ...open, open_to_pitches: null })).toBe(false);
    expect(acceptsPitches({ ...open, open_to_pitches: { open: false, channel: null } })).toBe(false);
    expect(acceptsPitches({ ...open, removed: { by: 'investor', at: '2026-11-01' } })).toBe(false);
    expect(acceptsPitches({ ...open, confirmation_lapsed: true })).toBe(false);
  });

  it('refuses a blocked founder and one without a startup profile, in that order', () => {
    expect(pitchRefusal(open, { blocked: false, hasStartupProfile: true })).toBeUndefined();
    expect(pitchRefusal(open, { blocked: true, hasStartupProfile: false })).toBe('blocked');
    expect(pitchRefusal(open, { blocked: false, hasStartupProfile: false })).toBe('no_startup_profile');
    expect(pitchRefusal({ ...open, claimed: false }, { blocked: true, hasStartupProfile: true })).toBe(
      'not_open',
    );
  });

  it('refuses a founder whose sending an administrator suspended first, whatever the listing (ADR 0052)', () => {
    const facts = { blocked: false, hasStartupProfile: true, suspended: true };
    expect(pitchRefusal(open, facts)).toBe('suspended');
    expect(pitchRefusal({ ...open, claimed: false }, { ...facts, blocked: true })).toBe('suspended');
    expect(pitchRefusal(open, { ...facts, suspended: false })).toBeUndefined();
  });
});

describe('the pipeline follows the pitch (issue 20 item 3)', () => {
  it('moves forward only, never off Committed', () => {
    expect(nextStage('to_contact', 'sent')).toBe('contacted');
    expect(nextStage('meeting', 'sent')).toBeNull();
    expect(nextStage('contacted', 'interested')).toBe('meeting');
    expect(nextStage('due_diligence', 'interested')).toBeNull();
    expect(nextStage('passed', 'sent')).toBeNull();
    expect(nextStage('contacted', 'passed')).toBe('passed');
    expect(nextStage('passed', 'passed')).toBeNull();
    expect(nextStage('committed', 'passed')).toBeNull();
  });

  it('treats pitches as threads: a later Pass never undoes an earlier Interested, a later Interested lifts a Pass (issue 37 item 6)', () => {
    expect(nextStage('meeting', 'passed')).toBeNull();
    expect(nextStage('due_diligence', 'passed')).toBeNull();
    expect(nextStage('passed', 'interested')).toBe('meeting');
    expect(nextStage('passed', 'sent')).toBeNull();
    expect(nextStage('committed', 'interested')).toBeNull();
  });

  it('maps every pass reason onto a pipeline reason', () => {
    expect(pipelineReason('stage')).toBe('not_our_stage');
    expect(pipelineReason('geography')).toBe('not_our_geography');
    expect(pipelineReason('check_size')).toBe('check_size_mismatch');
    expect(pipelineReason('traction')).toBe('traction');
    expect(pipelineReason(null)).toBe('other');
  });
});

describe('who pitches (issue 37 item 5)', () => {
  const profile = { first_name: 'Ada', last_name: ' Lovelace ', company: 'Shopay' };

  it('takes the request’s name and company, else the account’s', () => {
    expect(whoPitches({ founder_name: 'Ada King', company: 'Fieldnote' }, profile)).toEqual({
      founderName: 'Ada King',
      company: 'Fieldnote',
    });
    expect(whoPitches({}, profile)).toEqual({ founderName: 'Ada Lovelace', company: 'Shopay' });
    expect(whoPitches({ founder_name: '' }, profile).founderName).toBe('Ada Lovelace');
  });

  it('refuses a pitch that would not say who sent it, naming the field (never "A founder")', () => {
    expect(() => whoPitches({ company: 'Fieldnote' }, undefined)).toThrow(
      expect.objectContaining({ field: 'founder_name' }),
    );
    expect(() => whoPitches({ founder_name: 'Ada' }, { first_name: 'Ada', company: ' ' })).toThrow(
      expect.objectContaining({ field: 'company' }),
    );
  });
});

describe('the founder’s mail of an answer (issue 37 item 4)', () => {
  const pitch = {
    id: 'p-1',
    investor_id: 'nordlicht',
    investor_name: 'Nordlicht Capital',
    subject: 'Seed round',
    pass_reason: 'stage',
    pass_note: 'Too early for us',
    investor_email: null,
  } as unknown as PitchRecord;

  it('names the listing and the answer with the pass reason, and links the pipeline entry', () => {
    const mail = answerMail(pitch, 'passed', 'https://app.example');
    expect(mail.subject).toBe('Nordlicht Capital answered your pitch: Passed');
    expect(mail.text).toContain(
      'Nordlicht Capital answered your pitch "Seed round" on Fundscout: Passed (Stage: Too early for us).',
    );
    expect(mail.text).toContain('https://app.example/dashboard/saved?investor=nordlicht');
  });

  it('says Interested with the listing’s contact when one is on file, and words the place without an origin', () => {
    const mail = answerMail(
      { ...pitch, pass_reason: null, pass_note: null, investor_email: 'hi@nordlicht.vc' },
      'interested',
      null,
    );
    expect(mail.subject).toBe('Nordlicht Capital answered your pitch: Interested');
    expect(mail.text).toContain('Write to them at hi@nordlicht.vc.');
    expect(mail.text).toContain('Your Saved Lists in Fundscout');
  });
});
