import { describe, expect, it } from 'vitest';
import { isCognitoMail, kindOfSource, Mailbox, mailEntry, renderMailboxPage } from './mailbox.js';

const mail = (over: Record<string, unknown> = {}) => ({
  type: 'mail',
  source: 'SignUp',
  userPoolId: 'local_1',
  username: 'u-1',
  to: 'Ada@Example.com',
  code: '123456',
  ...over,
});

describe('local mailbox', () => {
  it('classifies cognito-local message sources', () => {
    expect(kindOfSource('SignUp')).toBe('confirmation');
    expect(kindOfSource('ResendCode')).toBe('confirmation');
    expect(kindOfSource('ForgotPassword')).toBe('reset');
    expect(kindOfSource('AdminCreateUser')).toBe('other');
  });

  it('accepts only well-formed launcher messages', () => {
    expect(isCognitoMail(mail())).toBe(true);
    expect(isCognitoMail(mail({ type: 'log' }))).toBe(false);
    expect(isCognitoMail(mail({ code: 123456 }))).toBe(false);
    expect(isCognitoMail(null)).toBe(false);
    expect(isCognitoMail('mail')).toBe(false);
  });

  it('keeps entries newest first, bounded, filtered case-insensitively by destination', () => {
    const box = new Mailbox(2);
    const at = new Date('2026-11-23T10:00:00Z');
    box.add(mailEntry(mail({ code: '111111' }) as never, at));
    box.add(mailEntry(mail({ code: '222222', source: 'ForgotPassword' }) as never, at));
    box.add(mailEntry(mail({ code: '333333', to: 'bob@example.com' }) as never, at));
    expect(box.list().map((e) => e.code)).toEqual(['333333', '222222']);
    expect(box.list(' ada@example.COM ')).toEqual([
      { to: 'Ada@Example.com', code: '222222', kind: 'reset', at: '2026-11-23T10:00:00.000Z' },
    ]);
  });

  it('escapes what it renders and says when it is empty', () => {
    const html = renderMailboxPage([
      { to: '<script>@x.io', code: '1', kind: 'other', at: new Date(0).toISOString() },
    ]);
    expect(html).toContain('&lt;script&gt;@x.io');
    expect(html).not.toContain('<script>@');
    expect(renderMailboxPage([])).toContain('No codes yet.');
  });
});
