import { describe, expect, it } from 'vitest';
import { validateCredentials } from './validation.js';

describe('validateCredentials', () => {
  it('requires an email-shaped email and a password, with no strength rule', () => {
    expect(validateCredentials('', '')).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
    expect(validateCredentials('not-an-email', 'x')).toEqual({ email: 'Enter a valid email address.' });
    expect(validateCredentials(' ada@example.com ', 'x')).toEqual({});
  });

  it('checks a new password against the founders pool policy, never a sign-in password', () => {
    expect(validateCredentials('ada@example.com', 'password', true)).toEqual({
      password: 'Password must have at least 12 characters, an uppercase letter, a number and a symbol.',
    });
    expect(validateCredentials('ada@example.com', 'Journey-Passw0rd!', true)).toEqual({});
    expect(validateCredentials('ada@example.com', 'password')).toEqual({});
  });

  it('skips the fields a step does not show', () => {
    expect(validateCredentials(null, '')).toEqual({ password: 'Password is required.' });
    expect(validateCredentials('ada@example.com', null)).toEqual({});
  });
});
