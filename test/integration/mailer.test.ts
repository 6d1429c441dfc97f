/**
 * The mailer port against the suite's local stack (docs/decisions/0025-mailer-port.md): the SES v2 adapter, pointed
 * at the stack's local SES (`stack.mail.sesEndpoint`, as a function's SES_ENDPOINT), puts the full message on the
 * local mailbox (`/local/mailbox.json?to=`, `/local/mailbox?id=`), headers and all; the local SES refuses what SES
 * would (an unverified From, an unknown configuration set), and the adapter reports it as not retryable.
 */
import { randomUUID } from 'node:crypto';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MailNotSent, sesMailer, unsubscribeHeaders } from '../../functions/lib/mailer.js';
import { mailTo } from '../support/cognito.js';

const stack = inject('stack');
const client = new SESv2Client({
  region: 'local',
  endpoint: stack.mail.sesEndpoint,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
afterAll(() => client.destroy());

const mailboxOf = (to: string) => mailTo(stack, to);

describe('the mailer port on the local stack', () => {
  it('delivers a message, with its HTML, kind and RFC 8058 headers, to the local mailbox', async () => {
    // Prepare
    const to = `investor+${randomUUID().slice(0, 8)}@fund.example`;
    const mailer = sesMailer({
      client,
      from: stack.mail.from,
      configurationSet: stack.mail.configurationSet,
    });

    // Act
    const sent = await mailer.send({
      to,
      subject: 'A new pitch from Nordlicht',
      text: 'Hello,\n\nA founder sent you a pitch.',
      html: '<p>Hello,</p><p>A founder sent you a pitch.</p>',
      replyTo: 'founder@nordlicht.example',
      headers: unsubscribeHeaders('https://app.fundscout.example/v1/unsubscribe/tok_1'),
      kind: 'pitch',
    });

    // Assess
    expect(sent.messageId).toMatch(/^local-/);
    const [entry, ...more] = await mailboxOf(to);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      to,
      source: 'ses',
      kind: 'pitch',
      subject: 'A new pitch from Nordlicht',
      text: 'Hello,\n\nA founder sent you a pitch.',
      html: '<p>Hello,</p><p>A founder sent you a pitch.</p>',
      from: `"Fundscout" <${stack.mail.from}>`,
      replyTo: 'founder@nordlicht.example',
      headers: {
        'List-Unsubscribe': '<https://app.fundscout.example/v1/unsubscribe/tok_1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const page = await fetch(`${stack.mailboxUrl}?id=${entry!.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('A new pitch from Nordlicht');
    expect(html).toContain('List-Unsubscribe-Post');
    expect(html).toContain('<iframe sandbox');
    expect(await (await fetch(stack.mailboxUrl)).text()).toContain(`/local/mailbox?id=${entry!.id}`);
  });

  it('refuses another sender (not the verified identity) and another configuration set, sending nothing', async () => {
    const to = `nobody+${randomUUID().slice(0, 8)}@fund.example`;
    const message = { to, subject: 'Hi', text: 'Hello', kind: 'probe' };

    const spoofed = sesMailer({
      client,
      from: 'ceo@fundscout.localhost',
      configurationSet: stack.mail.configurationSet,
    });
    const notVerified = await spoofed.send(message).catch((e: unknown) => e);
    expect(notVerified).toBeInstanceOf(MailNotSent);
    expect(notVerified).toMatchObject({ code: 'MessageRejected', retryable: false });

    const otherSet = sesMailer({ client, from: stack.mail.from, configurationSet: 'no-such-set' });
    await expect(otherSet.send(message)).rejects.toMatchObject({
      code: 'NotFoundException',
      retryable: false,
    });

    expect(await mailboxOf(to)).toEqual([]);
  });
});
