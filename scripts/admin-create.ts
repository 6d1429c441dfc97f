/**
 * `npm run admin:create -- --username NAME --email EMAIL [--password PASSWORD]`: creates an administrator in the
 * running local stack's admins pool (`.local/stack.json`) and adds it to the `admins` group
 * (DESIGN.md corrections: no default or client-side admin credentials; the first admin comes from a CLI command).
 *
 * With `--password` the password is set permanent (AdminSetUserPassword); without it a random one-time password is
 * printed, which must be changed at first sign-in (FORCE_CHANGE_PASSWORD). Exits 1 with a plain message for
 * missing arguments, an existing user, a weak password or a stack that is not running.
 */
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMINS_PASSWORD_POLICY, passwordMessage, passwordProblems } from '../shared/password-policy.js';
import { ADMINS_GROUP } from '../shared/vocabulary.js';
import { cognitoClient } from './local/cognito.js';
import { readStackFile } from './local/stack-file.js';

const USAGE = 'Usage: npm run admin:create -- --username NAME --email EMAIL [--password PASSWORD]';

/** A random one-time password meeting the admins pool policy (shared/password-policy.ts): 20 characters. */
function oneTimePassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!#%*+-=?@_'];
  const all = sets.join('');
  const chars = sets.map((s) => s[randomInt(s.length)]!);
  while (chars.length < 20) chars.push(all[randomInt(all.length)]!);
  // Fisher-Yates with a CSPRNG, so the guaranteed characters are not always first.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
    allowPositionals: false,
  });
  const { username, email, password } = values;
  if (!username || !email) throw new Error(`--username and --email are required.\n${USAGE}`);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new Error(`--email ${email} is not an email address.`);
  if (password) {
    const problems = passwordProblems(ADMINS_PASSWORD_POLICY, password);
    if (problems.length) throw new Error(`--password is too weak. ${passwordMessage(problems)}`);
  }
  const stack = readStackFile();
  const { endpoint, admins } = stack.cognito;
  const client = cognitoClient(endpoint);
  try {
    await fetch(`${endpoint}/health`).catch(() => {
      throw new Error(
        `Cognito does not answer at ${endpoint}. Is the local stack running? Start it with \`npm start\`.`,
      );
    });
    const temporary = password ? undefined : oneTimePassword();
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: admins.userPoolId,
        Username: username,
        TemporaryPassword: password ?? temporary,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    if (password) {
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: admins.userPoolId,
          Username: username,
          Password: password,
          Permanent: true,
        }),
      );
    }
    await client.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: admins.userPoolId,
        Username: username,
        GroupName: ADMINS_GROUP,
      }),
    );
    console.log(
      `Created administrator ${username} <${email}> in pool ${admins.userPoolId}, group ${ADMINS_GROUP}.`,
    );
    if (password) console.log('The password you gave is permanent.');
    else {
      console.log(`One-time password: ${temporary}`);
      console.log('It must be changed at the first sign-in.');
    }
  } catch (error) {
    const e = error as { name?: string; message?: string };
    if (e.name === 'UsernameExistsException')
      throw new Error(`An administrator named ${username} already exists.`);
    if (e.name === 'InvalidPasswordException') throw new Error(`The password was refused: ${e.message}`);
    throw error;
  } finally {
    client.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`✗ ${(error as Error).message}`);
  process.exit(1);
});
