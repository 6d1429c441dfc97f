/**
 * The founders' notices mail (issue 37 item 4; functions/notices/notices.ts): what one notice's mail and the weekly
 * digest say, their links, and the RFC 8058 one-click headers; without an origin, no links and no header.
 */
import { describe, expect, it } from 'vitest';
import { digestMail, noticeMail } from './notices.js';

const recipient = {
  email: 'ada@example.com',
  first_name: 'Ada',
  choice: 'each' as const,
  token: 'tok_1234567890abcdef',
};

describe('noticeMail', () => {
  it('names the listing and the change, links the investor, the choice and the unsubscribe page', () => {
    const mail = noticeMail(
      { investor_id: 'inv-1', investor_name: 'Acme Ventures', kind: 'pitches' },
      recipient,
      'https://app.example/',
    );
    expect(mail.subject).toBe('Acme Ventures now takes pitches through Fundscout');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('See the investor: https://app.example/dashboard/investors/inv-1');
    expect(mail.text).toContain('Account Settings: https://app.example/dashboard/settings');
    expect(mail.text).toContain(
      'Stop these mails: https://app.example/notices/unsubscribe?token=tok_1234567890abcdef',
    );
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://app.example/v1/notice-mail/unsubscribe?token=tok_1234567890abcdef>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('has no links and no unsubscribe header without an origin', () => {
    const mail = noticeMail(
      { investor_id: 'inv-1', investor_name: 'Acme', kind: 'contact' },
      { ...recipient, first_name: '' },
      null,
    );
    expect(mail.text.startsWith('Hello,')).toBe(true);
    expect(mail.text).not.toContain('http');
    expect(mail.headers).toBeUndefined();
  });
});

describe('digestMail', () => {
  it('lists the notices newest first, with the unsubscribe', () => {
    const mail = digestMail(
      [
        { investor_id: 'a', investor_name: 'Alpha', kind: 'claimed', at: '2026-11-20T10:00:00.000Z' },
        { investor_id: 'b', investor_name: 'Bravo', kind: 'investing', at: '2026-11-25T10:00:00.000Z' },
      ],
      recipient,
      'https://app.example',
    );
    expect(mail.subject).toBe('2 investors you asked for or saved can be reached now');
    expect(mail.text.indexOf('Bravo says it is currently investing (2026-11-25)')).toBeLessThan(
      mail.text.indexOf('Alpha joined Fundscout'),
    );
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});
