import { describe, expect, it } from 'vitest';
import {
  ADMINS_PASSWORD_POLICY,
  brokenPasswordRules,
  COGNITO_PASSWORD_MESSAGES,
  FOUNDERS_PASSWORD_POLICY,
  passwordMessage,
  passwordProblems,
} from './password-policy.js';

describe('password policies', () => {
  it('accepts a password meeting every founders rule', () => {
    expect(passwordProblems(FOUNDERS_PASSWORD_POLICY, 'Journey-Passw0rd!')).toEqual([]);
  });

  it('names each broken rule in order', () => {
    expect(passwordProblems(FOUNDERS_PASSWORD_POLICY, 'short')).toEqual([
      'at least 12 characters',
      'an uppercase letter',
      'a number',
      'a symbol',
    ]);
    expect(passwordProblems(FOUNDERS_PASSWORD_POLICY, 'ALLUPPERCASE1!')).toEqual(['a lowercase letter']);
  });

  it('counts a space and Cognito symbols as symbols, letters from other scripts as neither', () => {
    expect(passwordProblems(FOUNDERS_PASSWORD_POLICY, 'Correct horse 9')).toEqual([]);
    expect(passwordProblems(FOUNDERS_PASSWORD_POLICY, 'Abcdefghijk9=')).toEqual([]);
    expect(passwordProblems(FOUNDERS_PASSWORD_POLICY, 'Abcdefghijk9é')).toEqual(['a symbol']);
  });

  it('asks administrators for two more characters', () => {
    expect(passwordProblems(ADMINS_PASSWORD_POLICY, 'Journey-Pass0!')).toEqual([]);
    expect(passwordProblems(ADMINS_PASSWORD_POLICY, 'Journey-Pas0!')).toEqual(['at least 14 characters']);
  });

  it('names the broken rules for Cognito-style answers', () => {
    const rules = brokenPasswordRules(ADMINS_PASSWORD_POLICY, 'lowercase');
    expect(rules).toEqual(['length', 'uppercase', 'digits', 'symbols']);
    expect(COGNITO_PASSWORD_MESSAGES[rules[0]!]).toBe('Password not long enough');
  });

  it('words the problems as one sentence', () => {
    expect(passwordMessage([])).toBe('');
    expect(passwordMessage(['a symbol'])).toBe('Password must have a symbol.');
    expect(passwordMessage(['at least 12 characters', 'a number', 'a symbol'])).toBe(
      'Password must have at least 12 characters, a number and a symbol.',
    );
  });
});
