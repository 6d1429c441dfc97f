/**
 * An administrator session for specs other than admin.spec.ts (issue 19's Claims queue): `npm run admin:create`
 * against the e2e stack, then /admin/login with the one-time password, a new password and TOTP enrolment (the code
 * computed from the secret shown, with otpauth), as admin.spec.ts walks through it.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const run = promisify(execFile);

/** Creates an administrator and signs `page` in as it, ending on /admin/dashboard. Resolves its username. */
export async function signInNewAdmin(page: Page): Promise<string> {
  const suffix = Date.now().toString(36);
  const username = `ops-${suffix}`;
  const { stdout } = await run(
    'npx',
    ['tsx', 'scripts/admin-create.ts', '--username', username, '--email', `${username}@fundscout.example`],
    { cwd: REPO_ROOT, env: { ...process.env, FUNDSCOUT_LOCAL_DIR: '.local/e2e' } },
  );
  const oneTime = /One-time password: (\S+)/.exec(stdout)?.[1];
  if (!oneTime) throw new Error(`admin:create printed no one-time password:\n${stdout}`);
  const newPassword = `Admin-${suffix}-Passw0rd!`;
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(oneTime);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set password' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  await page.getByLabel('Authentication code').fill(totp.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
  return username;
}
