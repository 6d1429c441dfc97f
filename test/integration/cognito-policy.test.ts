/**
 * The local pools enforce the password policies of shared/password-policy.ts as Cognito does in AWS
 * (scripts/local/cognito-launcher.mjs): a weak password is refused with InvalidPasswordException and nothing is
 * created; a password meeting the policy passes.
 */
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  ListUsersCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { cognito, TEST_PASSWORD, uniqueEmail } from '../support/cognito.js';

const stack = inject('stack');

async function errorName(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { name?: string }).name;
  }
}

describe('local password policies', () => {
  it('refuses a founder sign-up with a weak password and creates no user', async () => {
    // Prepare
    const client = cognito(stack);
    const email = uniqueEmail();
    const signUp = (password: string) =>
      client.send(
        new SignUpCommand({
          ClientId: stack.cognito.founders.clientId,
          Username: email,
          Password: password,
          UserAttributes: [{ Name: 'email', Value: email }],
        }),
      );

    // Act
    const tooShort = await errorName(signUp('Sh0rt-pass'));
    const noSymbol = await errorName(signUp('NoSymbolPassw0rd'));
    const users = await client.send(
      new ListUsersCommand({ UserPoolId: stack.cognito.founders.userPoolId, Filter: `email = "${email}"` }),
    );

    // Assess
    expect(tooShort).toBe('InvalidPasswordException');
    expect(noSymbol).toBe('InvalidPasswordException');
    expect(users.Users ?? []).toHaveLength(0);
    expect(await errorName(signUp(TEST_PASSWORD))).toBeUndefined();
    client.destroy();
  });

  it('asks administrators for 14 characters, in AdminCreateUser and AdminSetUserPassword', async () => {
    // Prepare
    const client = cognito(stack);
    const username = `admin-${Date.now().toString(36)}`;
    const { userPoolId } = stack.cognito.admins;

    // Act
    const weakTemporary = await errorName(
      client.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: username,
          TemporaryPassword: 'Thirteen-ch4r',
          MessageAction: 'SUPPRESS',
        }),
      ),
    );
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: username,
        TemporaryPassword: TEST_PASSWORD,
        MessageAction: 'SUPPRESS',
      }),
    );
    const weakPermanent = await errorName(
      client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: userPoolId,
          Username: username,
          Password: 'Thirteen-ch4r',
          Permanent: true,
        }),
      ),
    );

    // Assess
    expect(weakTemporary).toBe('InvalidPasswordException');
    expect(weakPermanent).toBe('InvalidPasswordException');
    client.destroy();
  });
});
