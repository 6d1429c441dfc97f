/**
 * The admin journey (issue 11) in Chromium against the e2e stack:
 * `npm run admin:create` (a one-time password) → /admin/login: new password, TOTP enrolment (the code computed
 * from the secret shown, with otpauth) → approve an application submitted through /apply → a founder finds that
 * investor in the Investor Database and reveals its contact (the applicant's email) → add, edit and delete an
 * investor → import a CSV (dry run, then apply) → reject an application → read a message sent through the Contact
 * page and mark it handled → add and remove an admin → sign out, and sign in again with only a TOTP code.
 */
import { uniqueEmail } from '../support/cognito.js';
import { adminCreate, freshCode } from './admin-session.js';
import { expect, openAsFounder, screen, showsAnswer, test, toasts, sideNav } from './fixtures.js';

test('an administrator enrols TOTP, reviews applications, curates investors, imports a CSV, reads the inbox and manages admins', async ({
  page,
  browser,
  stack,
  table,
  lane,
}) => {
  test.setTimeout(300_000);
  const suffix = Date.now().toString(36);
  const admin = `ops-${suffix}`;
  const oneTime = await adminCreate(lane.dir, admin, `${admin}@fundscout.example`);
  const newPassword = `Admin-${suffix}-Passw0rd!`;
  const usedCodes = new Set<string>();

  // Every /admin page sends a visitor to /admin/login; the form has no hint and no default credentials
  await page.goto('/admin/dashboard');
  await page.waitForURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Administrator sign in' })).toBeVisible();
  await expect(page.getByText(/default/i)).toHaveCount(0);

  // A wrong password: 'Invalid username or password', the form stays
  await page.getByLabel('Username').fill(admin);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-Passw0rd!!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toasts(page).getByText('Invalid username or password')).toBeVisible();

  // First sign-in: the one-time password, a new password, TOTP enrolment with a QR code and the secret
  await page.getByLabel('Password', { exact: true }).fill(oneTime);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await screen(page, 'admin-01-totp-setup');
  await page.getByLabel('Authentication code').fill(freshCode(secret, usedCodes));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
  await expect(toasts(page).getByText('Successfully signed in as admin')).toBeVisible();
  await expect(page.getByTestId('admin-welcome')).toHaveText(
    `Welcome, ${admin} (${admin}@fundscout.example)`,
  );
  await expect(page.getByText('Total Users')).toBeVisible();
  await expect(page.getByText('Monthly recurring')).toBeVisible();
  await screen(page, 'admin-02-dashboard');

  // An investor applies through /apply (a visitor's browser)
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const applicant = `Applicant ${suffix}`;
  const applicantEmail = uniqueEmail('applicant');
  await visitorPage.goto('/apply');
  await visitorPage.getByLabel('Full Name *').fill(applicant);
  await visitorPage.getByLabel('Contact Email *').fill(applicantEmail);
  await visitorPage.getByLabel('Company/Fund', { exact: true }).fill(`${applicant} Capital`);
  await visitorPage.getByLabel('Location').fill('Berlin, Germany');
  await visitorPage.getByLabel('Investment Type').selectOption({ label: 'Angel Investment' });
  await visitorPage
    .getByRole('group', { name: 'Preferred Stages' })
    .getByRole('checkbox', { name: 'Seed', exact: true })
    .check();
  await visitorPage.getByRole('button', { name: 'Submit Application' }).click();
  await expect(visitorPage.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  await visitor.close();

  // Approve it
  await sideNav(page, 'Applications');
  await expect(page.getByRole('heading', { name: 'Investor Submissions' })).toBeVisible();
  await page
    .getByRole('button', { name: `Approve ${applicant}` })
    .first()
    .click();
  // Approve asks first (issue 23): the applicant is mailed and the investor listed as checked by an administrator.
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Approve this application?' })
    .getByRole('button', { name: 'Approve', exact: true })
    .click();
  await expect(toasts(page).getByText('Investor approved and added to database!')).toBeVisible();
  await expect(page.getByRole('button', { name: `Approve ${applicant}` })).toHaveCount(0);
  await screen(page, 'admin-03-applications');

  // A founder finds the new investor at once and reveals its contact: the applicant's email
  const founderContext = await browser.newContext();
  const founder = await founderContext.newPage();
  await openAsFounder(founder, stack, table);
  await founder.getByRole('link', { name: 'Investor Database' }).first().click();
  const search = founder.getByRole('searchbox', { name: 'Search investors' });
  await showsAnswer(founder, { q: applicant }, async () => {
    await search.fill(applicant);
    await search.press('Enter');
  });
  await founder.getByRole('button', { name: `View profile of ${applicant}` }).click();
  const profile = founder.getByRole('dialog');
  // One trust model (issue 34 item 3): an approved application is checked by an administrator
  await expect(profile.getByTestId('trust-label')).toHaveText(/^Checked by an administrator on /);
  await profile.getByRole('button', { name: `Reveal contact of ${applicant} (1 action)` }).click();
  await expect(profile.getByText(applicantEmail)).toBeVisible();
  await screen(founder, 'admin-04-founder-reveals');
  await founderContext.close();

  // Add, edit and delete an investor
  const added = `Added Fund ${suffix}`;
  await sideNav(page, 'Investors');
  await page.getByRole('button', { name: 'Add Investor' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Name *').fill(added);
  await form.getByLabel('Contact', { exact: true }).fill(`deals@${suffix}.example`);
  await form.getByLabel('Location (country)').fill('France');
  await form.getByRole('button', { name: /Funding Type/ }).click();
  await page.getByRole('option', { name: 'Venture Fund', exact: true }).click();
  await form.getByRole('button', { name: /Funding Stage/ }).click();
  await page.getByRole('option', { name: 'Series C+' }).click();
  await page.keyboard.press('Escape');
  await form.getByLabel('Industries (comma-separated)').fill('Fintech, Climate');
  await form.getByLabel('Source note (required with a new contact)').fill('The fund, by email');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Investor added successfully')).toBeVisible();
  const filter = page.getByRole('searchbox', { name: 'Search by name, company or location' });
  await filter.fill(added);
  await expect(page.getByRole('row', { name: new RegExp(added) })).toBeVisible();
  // The Verified column shows the trust badge the founders see (new investors are checked by default)
  await expect(page.getByRole('row', { name: new RegExp(added) }).locator('[data-trust]')).toHaveAttribute(
    'data-trust',
    'checked',
  );
  await page.getByRole('button', { name: `Edit ${added}` }).click();
  await expect(form.getByLabel('Name *')).toHaveValue(added);
  await expect(form.getByText('Checked by an administrator')).toBeVisible();
  await form.getByLabel('Company', { exact: true }).fill('Edited Partners');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Investor updated successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(added) })).toContainText('Edited Partners');
  await page.getByRole('button', { name: `View ${added}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`deals@${suffix}.example`);
  await expect(page.getByRole('dialog')).toContainText('Series C+');
  await expect(page.getByRole('dialog').getByTestId('trust-label')).toHaveText(
    /^Checked by an administrator on /,
  );
  await screen(page, 'admin-06-investor-details');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Delete ${added}` }).click();
  await expect(page.getByText('Are you sure you want to delete this investor?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toasts(page).getByText('Investor deleted successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(added) })).toHaveCount(0);

  // Import a CSV in the export format: dry run, then apply
  await sideNav(page, 'CSV Import');
  const imported = `Imported Angels ${suffix}`;
  const csv = [
    'Name,Company,Location,Funding Type,Funding Stage,Industries,Check Sizes,Bio,Contact,Contact Type,Company URL,Verified',
    `${imported},Imported Co,"Lisbon, Portugal",Angel Network,Seed; Series A,Fintech,$50K,,hello@${suffix}-angels.example,email,https://${suffix}-angels.example,Yes`,
    ',No Name Co,,Venture Fund,,,,,,,,',
  ].join('\n');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'angels.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByLabel('Source (for the export format)').fill('Angels list, by email');
  await page.getByLabel('Licence (for the export format)').fill('Shared by the network for listing');
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByTestId('import-status')).toHaveText('Dry run finished: ready to apply');
  await expect(page.getByTestId('import-Added')).toHaveText('1');
  await expect(page.getByTestId('import-Rejected')).toHaveText('1');
  await expect(page.getByText('missing name: 1')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Recent imports' }).getByRole('listitem').first(),
  ).toContainText('angels.csv · Dry run finished: ready to apply');
  await screen(page, 'admin-05-import-dry-run');
  await page.getByRole('button', { name: 'Apply import' }).click();
  await expect(toasts(page).getByText('Import applied')).toBeVisible();
  await expect(page.getByTestId('import-status')).toHaveText('Applied');

  // Reject an application (sent to the public API)
  const rejected = `Rejected Applicant ${suffix}`;
  const rejectedEmail = uniqueEmail('reject');
  const response = await fetch(`${stack.apiUrl}/v1/applications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: rejected, contact: rejectedEmail, funding_type: 'venture_capital' }),
  });
  expect(response.status).toBe(202);
  await sideNav(page, 'Applications');
  // The detail dialog shows the application and offers the review buttons
  await page.getByRole('button', { name: `View details ${rejected}` }).click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText(rejectedEmail);
  await expect(details).toContainText('Venture Fund');
  await details.getByRole('button', { name: `Reject ${rejected}` }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Reject this application?' })
    .getByRole('button', { name: 'Reject', exact: true })
    .click();
  await expect(toasts(page).getByText('Submission rejected')).toBeVisible();
  await page.getByRole('button', { name: /^Rejected \(/ }).click();
  await expect(page.getByText(rejected)).toBeVisible();

  // Read a contact message and mark it handled
  const subject = `Partnership ${suffix}`;
  // A visitor writes through the Contact page
  const writer = await browser.newContext();
  const contact = await writer.newPage();
  await contact.goto('/contact');
  await contact.getByLabel('First Name', { exact: true }).fill('Ada');
  await contact.getByLabel('Last Name', { exact: true }).fill('Lovelace');
  await contact.getByLabel('Email', { exact: true }).fill(uniqueEmail('ada'));
  await contact.getByLabel('Subject', { exact: true }).fill(subject);
  await contact.getByLabel('Message', { exact: true }).fill('Can we talk?');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByRole('heading', { name: 'Message sent' })).toBeVisible();
  await writer.close();
  await sideNav(page, 'Inbox');
  await page.getByRole('button', { name: new RegExp(subject) }).click();
  await expect(page.getByText('Can we talk?')).toBeVisible();
  await page.getByRole('button', { name: 'Mark handled' }).first().click();
  await expect(toasts(page).getByText('Message marked as handled')).toBeVisible();
  await expect(page.getByText(`Handled by ${admin}`)).toBeVisible();

  // Add and remove an admin; no Delete on one's own row
  const second = `ops2-${suffix}`;
  await sideNav(page, 'Admin Management');
  await expect(page.getByRole('button', { name: `Delete ${admin}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Admin' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username *').fill(second);
  await dialog.getByLabel('Email').fill(`${second}@fundscout.example`);
  await dialog.getByLabel('Password *').fill(`Second-${suffix}-Passw0rd!`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Admin added successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(second) })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${second}` }).click();
  await expect(page.getByText('Are you sure you want to delete this admin?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toasts(page).getByText('Admin deleted successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(second) })).toHaveCount(0);

  // The dashboard's Recent Activity shows the audit log
  await sideNav(page, 'Dashboard');
  await expect(page.getByRole('list', { name: 'Recent Activity' })).toContainText('deleted admin');

  // Sign out; a later sign-in asks only for the TOTP code
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL(/\/admin\/login$/);
  await expect(toasts(page).getByText('Successfully signed out')).toBeVisible();
  await page.getByLabel('Username').fill(admin);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(freshCode(secret, usedCodes));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
  // Signed in: /admin/login goes on to the dashboard
  await page.goto('/admin/login');
  await page.waitForURL(/\/admin\/dashboard$/);
});
