/**
 * Findings of the security review (issue 14) through the local gateway and the real handlers: inherited property
 * names as query parameters, the access token as a founder's first credential, text hygiene on the public forms.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { MeResponse } from '../../shared/schemas.js';
import { api, createFounder, type SignedInUser } from '../support/cognito.js';
import { postJson } from '../support/http.js';

const stack = inject('stack');
let founder: SignedInUser;

beforeAll(async () => {
  founder = await createFounder(stack);
});

describe('inherited property names in the query', () => {
  for (const path of ['/v1/investors', '/v1/me/activity']) {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      it(`${path}?${name}=x is a 400 naming '${name}'`, async () => {
        const res = await api(stack, founder.idToken)(`${path}?${name}=x`);
        expect(res.status).toBe(400);
        expect(((await res.json()) as { error: { field: string } }).error.field).toBe(name);
      });
    }
  }
});

describe('a founder whose first call carries the access token', () => {
  it('gets a profile with the email from Cognito, not ""', async () => {
    const fresh = await createFounder(stack);
    const res = await api(stack, fresh.accessToken)('/v1/me');
    expect(res.status).toBe(200);
    expect(((await res.json()) as MeResponse).profile.email).toBe(fresh.email);
  });
});

describe('public forms refuse unsafe text', () => {
  const message = {
    first_name: 'Ada',
    last_name: 'L',
    email: 'ada@example.com',
    subject: 'Hi',
    message: 'Hello',
  };
  it.each([
    ['subject', 'Hi\r\nBcc: x@example.com', 'single line'],
    ['subject', 'Hi\u0000', 'single line'],
    ['message', 'pay\u202Egnp.exe', 'bidirectional'],
    ['subject', 'x'.repeat(121), 'at most 120 characters'],
  ])('%s %j is a 400 naming the field', async (field, value, words) => {
    const res = await postJson(
      `${stack.apiUrl}/v1/contact-messages`,
      { ...message, [field]: value },
      '127.0.0.77',
    );
    expect(res.status).toBe(400);
    const { error } = res.json<{ error: { field: string; message: string } }>();
    expect(error.field).toBe(field);
    expect(error.message).toContain(words);
  });
});
