/**
 * An administrator for the e2e specs (test/e2e/admin.spec.ts, admin-audit.spec.ts): `npm run admin:create` against
 * the e2e stack, TOTP codes from the enrolment secret, and the whole first sign-in through /admin/login (new
 * password, TOTP enrolment) that leaves the page on /admin/dashboard.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const run = promisify(execFile);

/** `npm run admin:create` against the e2e stack; resolves the one-time password it prints. */
export async function adminCreate(username: string, email: string): Promise<string> {
  const { stdout } = await run(
    'npx',
    ['tsx', 'scripts/admin-create.ts', '--username', username, '--email', email],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, FUNDSCOUT_LOCAL_DIR: '.local/e2e' },
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

/**
 * Creates administrator `username` and signs them in for the first time through the UI (one-time password, a new
 * password, TOTP enrolment); resolves when /admin/dashboard is shown.
 */
export async function signInNewAdmin(page: Page, username: string): Promise<void> {
  const oneTime = await adminCreate(username, `${username}@fundscout.example`);
  const password = `Admin-${username}-Passw0rd!`;
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(oneTime);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Authentication code').fill(freshCode(secret, new Set()));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
}
