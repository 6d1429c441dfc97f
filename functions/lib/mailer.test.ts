import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkMail,
  InvalidMail,
  MailNotSent,
  sesMailer,
  unsubscribeHeaders,
  type MailMessage,
} from './mailer.js';

const ses = mockClient(SESv2Client);
afterEach(() => ses.reset());

const mailer = () =>
  sesMailer({
    client: new SESv2Client({ region: 'eu-west-1' }),
    from: 'no-reply@fundscout.example',
    configurationSet: 'fundscout-mail',
  });

const MESSAGE: MailMessage = {
  to: 'ada@fund.example',
  subject: 'A new pitch from Nordlicht',
  text: 'Hello Ada,\n\nA founder sent you a pitch.',
  html: '<p>Hello Ada,</p><p>A founder sent you a pitch.</p>',
  replyTo: 'founder@nordlicht.example',
  headers: unsubscribeHeaders('https://app.fundscout.example/v1/unsubscribe/tok_123'),
  kind: 'pitch',
};

describe('sesMailer (SES v2 SendEmail)', () => {
  it('sends one simple message from the fixed sender through the configuration set, tagged with its kind', async () => {
    // Prepare
    ses.on(SendEmailCommand).resolves({ MessageId: '0100018c-abc' });

    // Act
    const sent = await mailer().send(MESSAGE);

    // Assess
    expect(sent).toEqual({ messageId: '0100018c-abc' });
    const calls = ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0].input).toEqual({
      FromEmailAddress: '"Fundscout" <no-reply@fundscout.example>',
      Destination: { ToAddresses: ['ada@fund.example'] },
      ReplyToAddresses: ['founder@nordlicht.example'],
      ConfigurationSetName: 'fundscout-mail',
      EmailTags: [{ Name: 'kind', Value: 'pitch' }],
      Content: {
        Simple: {
          Subject: { Data: 'A new pitch from Nordlicht', Charset: 'UTF-8' },
          Body: {
            Text: { Data: 'Hello Ada,\n\nA founder sent you a pitch.', Charset: 'UTF-8' },
            Html: { Data: '<p>Hello Ada,</p><p>A founder sent you a pitch.</p>', Charset: 'UTF-8' },
          },
          Headers: [
            { Name: 'List-Unsubscribe', Value: '<https://app.fundscout.example/v1/unsubscribe/tok_123>' },
            { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
          ],
        },
      },
    });
  });

  it('sends a text-only message without Html, Headers or ReplyTo', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-2' });
    await mailer().send({ to: 'ada@fund.example', subject: 'Hi', text: 'Hello', kind: 'reply' });
    const input = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(input.Content?.Simple?.Body).toEqual({ Text: { Data: 'Hello', Charset: 'UTF-8' } });
    expect(input.Content?.Simple?.Headers).toBeUndefined();
    expect(input.ReplyToAddresses).toBeUndefined();
  });

  it('says whether a refusal may succeed later: a rejected message no, throttling and outages yes', async () => {
    const rejected = Object.assign(new Error('Email address is not verified.'), {
      name: 'MessageRejected',
      $metadata: { httpStatusCode: 400 },
    });
    const throttled = Object.assign(new Error('Maximum sending rate exceeded.'), {
      name: 'TooManyRequestsException',
      $metadata: { httpStatusCode: 429 },
    });
    const outage = Object.assign(new Error('socket hang up'), { name: 'Error' });
    ses.on(SendEmailCommand).rejectsOnce(rejected).rejectsOnce(throttled).rejectsOnce(outage);

    const first = await mailer()
      .send(MESSAGE)
      .catch((e: unknown) => e);
    expect(first).toBeInstanceOf(MailNotSent);
    expect(first).toMatchObject({ code: 'MessageRejected', retryable: false });
    await expect(mailer().send(MESSAGE)).rejects.toMatchObject({
      code: 'TooManyRequestsException',
      retryable: true,
    });
    await expect(mailer().send(MESSAGE)).rejects.toMatchObject({ retryable: true });
  });

  it('sends nothing for a message that breaks the rules, naming the field', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'never' });
    const bad: [Partial<MailMessage>, string][] = [
      [{ to: 'not an address' }, 'to'],
      [{ replyTo: 'nope' }, 'replyTo'],
      [{ subject: 'Two\r\nBcc: victim@example.com' }, 'subject'],
      [{ subject: '' }, 'subject'],
      [{ subject: 'x'.repeat(201) }, 'subject'],
      [{ text: '  ' }, 'text'],
      [{ kind: 'has space' }, 'kind'],
      [{ headers: { Bcc: 'victim@example.com' } }, 'headers.Bcc'],
      [{ headers: { 'X-Note': 'line\r\nBcc: victim@example.com' } }, 'headers.X-Note'],
      [{ headers: { 'Bad:Name': 'x' } }, 'headers.Bad:Name'],
      [{ headers: { 'X-Utf8': 'café' } }, 'headers.X-Utf8'],
    ];
    for (const [change, field] of bad) {
      const error = await mailer()
        .send({ ...MESSAGE, ...change })
        .catch((e: unknown) => e);
      expect(error, field).toBeInstanceOf(InvalidMail);
      expect((error as InvalidMail).field, JSON.stringify(change)).toBe(field);
    }
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(checkMail(MESSAGE)).toBe(MESSAGE);
  });
});

describe('unsubscribeHeaders (RFC 8058 one-click)', () => {
  it('names the https URL and asks for the one-click POST', () => {
    expect(unsubscribeHeaders('https://app.example/u/abc?x=1')).toEqual({
      'List-Unsubscribe': '<https://app.example/u/abc?x=1>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('refuses a URL that is not https (http only on the local stack)', () => {
    expect(() => unsubscribeHeaders('http://app.example/u/abc')).toThrow(InvalidMail);
    expect(() => unsubscribeHeaders('mailto:unsubscribe@app.example')).toThrow(InvalidMail);
    expect(() => unsubscribeHeaders('not a url')).toThrow(InvalidMail);
    expect(unsubscribeHeaders('http://localhost:3001/v1/u/abc')['List-Unsubscribe']).toBe(
      '<http://localhost:3001/v1/u/abc>',
    );
  });
});
