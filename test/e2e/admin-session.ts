/**
 * The administrator's first sign-in for test/e2e/admin.spec.ts (the one spec that enrols TOTP through /admin/login;
 * every other spec starts signed in: fixtures.ts `signedInAdmin`): `npm run admin:create` against the worker's
 * stack and TOTP codes from the enrolment secret.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';

const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const run = promisify(execFile);

/**
 * `npm run admin:create` against the e2e stack in state folder `dir` (the worker's lane, test/e2e/lanes.ts);
 * resolves the one-time password it prints.
 */
export async function adminCreate(dir: string, username: string, email: string): Promise<string> {
  const { stdout } = await run(
    'npx',
    ['tsx', 'scripts/admin-create.ts', '--username', username, '--email', email],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, FUNDSCOUT_LOCAL_DIR: dir },
    },
  );
  const match = /One-time password: (\S+)/.exec(stdout);
  if (!match) throw new Error(`admin:create printed no one-time password:\n${stdout}`);
  return match[1]!;
}

/**
 * A TOTP code for `secret` not used before: Cognito refuses a code twice, and the verifier (cognito-local, like
 * Cognito) also accepts the code of the next 30 s step, so when the current step's code was used the next step's is
 * taken instead of waiting for the clock.
 */
export function freshCode(secret: string, used: Set<string>): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  for (const step of [0, 1]) {
    const code = totp.generate({ timestamp: Date.now() + step * 30_000 });
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
  throw new Error('Both TOTP codes of this step and the next were used');
}
