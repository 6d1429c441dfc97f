import { describe, expect, it } from 'vitest';
import { createPitchRecord } from '../../test/support/factories.js';
import { digestMail } from './digest.js';

const pitch = (id: string, subject: string) => createPitchRecord({ id, subject });

describe('digestMail (the daily pitch digest, ADR 0052)', () => {
  it('lists each pitch with its subject, startup, round and inbox link, and the unsubscribe link', () => {
    const mail = digestMail(
      'Acme Ventures',
      [pitch('p1', 'Seed round'), pitch('p2', 'Series A soon')],
      'https://app.example',
      't',
    );
    expect(mail.subject).toBe('2 new pitches for Acme Ventures on Fundscout');
    expect(mail.text).toContain('- Seed round');
    expect(mail.text).toContain('- Series A soon');
    expect(mail.text).toContain('Startup: Payments for small shops');
    expect(mail.text).toContain(
      "Founder's round: Seed, Fintech, SaaS, HQ DE, raising $1,500,000, needs a lead",
    );
    expect(mail.text).toContain('From: Ada Lovelace (Analytical Ltd)');
    // The links of the per-pitch mail (mail-links.ts): the pitch's page, the inbox, the page that asks first
    expect(mail.text).toContain('Read it: https://app.example/investors/portal/inbox/p2');
    expect(mail.text).toContain('Your inbox: https://app.example/investors/portal/inbox\n');
    expect(mail.text).toContain('Stop these mails: https://app.example/investors/unsubscribe?token=t');
    // The team sees the founder's address only after Interested (ADR 0049)
    expect(mail.text).not.toContain('ada@startup.example');
    expect(mail.text).not.toMatch(/\n\n\n/);
  });

  it('says one pitch in the singular and names the site when no origin is known', () => {
    const mail = digestMail('Acme Ventures', [pitch('p1', 'Seed round')], null, 't');
    expect(mail.subject).toBe('1 new pitch for Acme Ventures on Fundscout');
    expect(mail.text).toContain('A founder pitched Acme Ventures');
    expect(mail.text).toContain('Read it in your Fundscout inbox.');
    expect(mail.text).not.toContain('Stop these mails');
  });
});
