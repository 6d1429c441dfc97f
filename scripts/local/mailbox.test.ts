import { describe, expect, it } from 'vitest';
import {
  isCognitoMail,
  kindOfSource,
  Mailbox,
  mailEntry,
  renderMailboxMessage,
  renderMailboxPage,
  sesEntry,
} from './mailbox.js';

const mail = (over: Record<string, unknown> = {}) => ({
  type: 'mail',
  source: 'SignUp',
  userPoolId: 'local_1',
  username: 'u-1',
  to: 'Ada@Example.com',
  code: '123456',
  ...over,
});

const at = new Date('2026-11-23T10:00:00Z');

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
    const added: string[] = [];
    const box = new Mailbox(2, (e) => added.push(e.code ?? e.subject));
    box.add(mailEntry(mail({ code: '111111' }) as never, at));
    box.add(mailEntry(mail({ code: '222222', source: 'ForgotPassword' }) as never, at));
    box.add(mailEntry(mail({ code: '333333', to: 'bob@example.com' }) as never, at));
    expect(box.list().map((e) => e.code)).toEqual(['333333', '222222']);
    expect(box.list(' ada@example.COM ')).toEqual([
      {
        id: expect.any(String),
        to: 'Ada@Example.com',
        at: '2026-11-23T10:00:00.000Z',
        kind: 'reset',
        source: 'cognito',
        subject: 'Your Fundscout password reset code',
        text: 'Your Fundscout password reset code is 222222',
        code: '222222',
      },
    ]);
    expect(added).toEqual(['111111', '222222', '333333']);
    const [newest] = box.list();
    expect(box.get(newest!.id)).toBe(newest);
    expect(box.get('nope')).toBeUndefined();
  });

  it('escapes what it renders, links each message, and says when it is empty', () => {
    const entry = { ...mailEntry(mail({ to: '<script>@x.io', code: '1' }) as never, new Date(0)) };
    const html = renderMailboxPage([entry]);
    expect(html).toContain('&lt;script&gt;@x.io');
    expect(html).not.toContain('<script>@');
    expect(html).toContain(`/local/mailbox?id=${entry.id}`);
    expect(renderMailboxPage([])).toContain('No messages yet.');
  });

  it('shows a full message: envelope, headers, text, and the HTML part only inside a sandboxed frame', () => {
    const entry = sesEntry(
      {
        to: 'ada@fund.example',
        kind: 'pitch',
        subject: 'A new pitch',
        text: 'Hello <Ada>',
        html: '<p onclick="x()">Hi</p><script>alert(1)</script>',
        from: '"Fundscout" <no-reply@fundscout.localhost>',
        headers: { 'List-Unsubscribe': '<https://app.example/u/1>' },
      },
      at,
    );
    const page = renderMailboxMessage(entry);
    expect(page).toContain('List-Unsubscribe');
    expect(page).toContain('&lt;https://app.example/u/1&gt;');
    expect(page).toContain('Hello &lt;Ada&gt;');
    expect(page).toMatch(/<iframe sandbox title="HTML part" srcdoc="&lt;p onclick=&quot;x\(\)&quot;&gt;Hi/);
    expect(page).not.toContain('<script>');
    expect(page).not.toMatch(/http-equiv="refresh"/);
    expect(renderMailboxMessage(undefined)).toContain('Message not found');
  });
});
