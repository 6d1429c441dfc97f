import { describe, expect, it } from 'vitest';
import { invitationLinks, invitationMail, invitationState } from './invitations.js';

const record = {
  domain: 'nordlicht.vc',
  target: { kind: 'listing' as const, id: 'nordlicht', name: 'Nordlicht Capital' },
  email: 'partners@nordlicht.vc',
  token: 'tok_1234567890abcdef',
  sent_at: '2026-11-01T10:00:00.000Z',
  sent_by: 'ops',
  opened_at: null,
};

describe('invitations (issue 37 item 3)', () => {
  it('tracks sent, opened and claimed, and says when the firm can be invited again (90 days)', () => {
    expect(invitationState(record, false)).toMatchObject({
      status: 'sent',
      next_at: '2027-01-30T10:00:00.000Z',
    });
    expect(invitationState({ ...record, opened_at: '2026-11-02T00:00:00.000Z' }, false).status).toBe(
      'opened',
    );
    expect(invitationState(record, true).status).toBe('claimed');
  });

  it('mails the claim link and the unsubscribe page; the figures only from 5 founders on, rounded, never who', () => {
    const links = invitationLinks('https://app.example/', 'tok_1234567890abcdef');
    expect(links).toEqual({
      claim: 'https://app.example/investors/invite?token=tok_1234567890abcdef',
      page: 'https://app.example/investors/invite?token=tok_1234567890abcdef&unsubscribe=1',
      oneClick: 'https://app.example/v1/invitation-mail/unsubscribe?token=tok_1234567890abcdef',
    });
    const few = invitationMail(record.target, { asked: 4, saved: 4 }, links);
    expect(few.text).not.toMatch(/\d\+ founders/);
    expect(few.text).toContain(links.claim);
    expect(few.text).toContain(links.page);
    const many = invitationMail(record.target, { asked: 12, saved: 5 }, links);
    expect(many.text).toContain(
      '10+ founders asked for Nordlicht Capital on Fundscout; 5+ founders saved it',
    );
  });
});
