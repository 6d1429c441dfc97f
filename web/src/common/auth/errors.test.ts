import { describe, expect, it } from 'vitest';
import { asIfSent, authErrorView, isUnknownUser, type AuthStep } from './errors.js';
import { authErrorStrings as t } from './strings.js';

/** An error shaped like Amplify v6's AuthError: `name` is Cognito's exception name, `message` the provider's text. */
function cognito(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

const PROVIDER_TEXTS = [
  'User not found.',
  'User not authorized',
  'Invalid password',
  'Incorrect username or password.',
  'Incorrect confirmation code',
  'User already exists',
];

describe('authErrorView: sign-in never tells whether an account exists', () => {
  it.each([
    ['unknown account (cognito-local)', cognito('UserNotFoundException', 'User not found.')],
    [
      'unknown account (AWS, prevent-existence on)',
      cognito('NotAuthorizedException', 'Incorrect username or password.'),
    ],
    ['wrong password (cognito-local)', cognito('InvalidPasswordException', 'Invalid password')],
    ['not authorized', cognito('NotAuthorizedException', 'User not authorized')],
  ])('%s → the one generic message on the password field', (_label, error) => {
    expect(authErrorView('signIn', error)).toEqual({ field: 'password', message: t.credentials });
  });
});

describe('authErrorView: each refusal gets our own message on its field', () => {
  it.each<[AuthStep, Error, string | undefined, { field: string; message: string }]>([
    [
      'signUp',
      cognito('UsernameExistsException', 'User already exists'),
      undefined,
      { field: 'email', message: t.accountExists },
    ],
    [
      'signUp',
      cognito('InvalidPasswordException', 'Password did not conform with policy: Password not long enough'),
      'short1A!',
      { field: 'password', message: 'Password must have at least 12 characters.' },
    ],
    [
      'signUp',
      cognito('InvalidPasswordException', 'Password did not conform with policy'),
      undefined,
      { field: 'password', message: t.weakPassword },
    ],
    [
      'confirmSignUp',
      cognito('CodeMismatchException', 'Incorrect confirmation code'),
      undefined,
      { field: 'code', message: t.codeMismatch },
    ],
    [
      'confirmSignUp',
      cognito('ExpiredCodeException', 'Invalid code provided, please request a code again.'),
      undefined,
      { field: 'code', message: t.codeExpired },
    ],
    [
      'confirmSignUp',
      cognito('UserNotFoundException', 'User not found.'),
      undefined,
      { field: 'code', message: t.codeMismatch },
    ],
    [
      'resetPassword',
      cognito('CodeMismatchException', 'Incorrect confirmation code'),
      undefined,
      { field: 'code', message: t.codeMismatch },
    ],
    [
      'changePassword',
      cognito('NotAuthorizedException', 'Incorrect username or password.'),
      undefined,
      { field: 'currentPassword', message: t.currentPassword },
    ],
    [
      'changePassword',
      cognito(
        'InvalidPasswordException',
        'Password did not conform with policy: Password must have symbol characters',
      ),
      'NoSymbolsHere12',
      { field: 'password', message: 'Password must have a symbol.' },
    ],
    [
      'signIn',
      cognito('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
      undefined,
      { field: 'form', message: t.limit },
    ],
    [
      'forgotPassword',
      cognito('TooManyRequestsException', 'Too many requests'),
      undefined,
      { field: 'form', message: t.limit },
    ],
    [
      'signIn',
      cognito('NetworkError', 'A network error has occurred.'),
      undefined,
      { field: 'form', message: t.network },
    ],
    ['signIn', new TypeError('Failed to fetch'), undefined, { field: 'form', message: t.network }],
    [
      'signIn',
      cognito('SomethingNewException', 'Internal detail 42'),
      undefined,
      { field: 'form', message: t.unknown },
    ],
  ])('%s / %s', (step, error, password, expected) => {
    expect(authErrorView(step, error, password)).toEqual(expected);
  });

  it("never passes the provider's text through", () => {
    const steps: AuthStep[] = [
      'signIn',
      'signUp',
      'confirmSignUp',
      'resendCode',
      'forgotPassword',
      'resetPassword',
      'changePassword',
    ];
    const names = [
      'NotAuthorizedException',
      'UserNotFoundException',
      'InvalidPasswordException',
      'CodeMismatchException',
      'UsernameExistsException',
      'X',
    ];
    for (const step of steps)
      for (const name of names)
        for (const text of PROVIDER_TEXTS) {
          expect(PROVIDER_TEXTS).not.toContain(authErrorView(step, cognito(name, text)).message);
        }
  });
});

describe('isUnknownUser', () => {
  it('recognises only UserNotFoundException', () => {
    expect(isUnknownUser(cognito('UserNotFoundException', 'User not found.'))).toBe(true);
    expect(isUnknownUser(cognito('NotAuthorizedException', 'x'))).toBe(false);
    expect(isUnknownUser('nope')).toBe(false);
  });
});

describe('asIfSent', () => {
  it('treats an unknown account as a sent code and throws anything else', async () => {
    await expect(
      asIfSent(Promise.reject(cognito('UserNotFoundException', 'User not found.'))),
    ).resolves.toBeUndefined();
    await expect(asIfSent(Promise.resolve())).resolves.toBeUndefined();
    await expect(asIfSent(Promise.reject(cognito('LimitExceededException', 'x')))).rejects.toThrow('x');
  });
});
