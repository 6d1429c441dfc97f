/**
 * The fundraising pipeline in Chromium against the whole local stack (issue 15; docs/decisions/0017): a founder
 * saves three investors, moves one to Meeting with a note and a next step due in 3 days (the entry editor), sees
 * it on the board and under "Next steps due this week" on Dashboard home (which opens the investor), passes on
 * another with a reason from the board's stage Select (keyboard only), moves the third to a new named list, deletes
 * that list after confirming, and exports the list: the CSV has the spec's twelve columns first and the pipeline's
 * after them with the stage, note and next step. Screens for humans land in `test-results/screens/` (board and
 * table at 1440x900, phone cards at 390x844, the home summary).
 */
import { escapeRegExp } from '../../shared/regexp.js';
import { axeSerious, expect, investorName, openInvestors, screen, test, toasts } from './fixtures.js';
import { PIPELINE_EXPORT_COLUMNS, SPEC_EXPORT_COLUMNS, readExportFile } from '../support/export-csv.js';

/** Local date `days` from today: YYYY-MM-DD. */
function isoDay(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

test('pipeline: stages, a next step due this week on Dashboard home, a passed reason, lists, and the CSV export', async ({
  page,
  signedInFounder: _signedUp,
}) => {
  test.slow(); // a long journey: three saves, the entry editor, the board, lists, Dashboard home and an export
  await page.setViewportSize({ width: 1440, height: 900 });

  // Save three investors from the Investor Database
  await openInvestors(page);
  const names = [await investorName(page, 0), await investorName(page, 1), await investorName(page, 2)];
  const [met, passed, moved] = names as [string, string, string];
  for (const name of names) {
    await page.getByRole('button', { name: `Save ${name}` }).click();
    await expect(
      page.getByRole('button', { name: new RegExp(`^Saved: ${escapeRegExp(name)}`) }),
    ).toBeVisible();
  }

  // Saved Lists: every new save starts at To contact
  await page.getByRole('link', { name: 'Saved Lists' }).first().click();
  await expect(page.getByRole('heading', { name: 'Saved Lists', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Saved investors' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByText('To contact')).toHaveCount(3);

  // Edit the first: Meeting, a note, a next step due in 3 days
  const due = isoDay(3);
  await table.getByRole('button', { name: `Edit the pipeline of ${met}` }).click();
  const editor = page.getByRole('dialog', { name: `Pipeline: ${met}` });
  await editor.getByRole('button', { name: /^Stage/ }).click();
  await editor.getByRole('option', { name: 'Meeting' }).click();
  await editor.getByLabel('Notes').fill('Warm intro via Ada; likes B2B.');
  await editor.getByLabel('Next step', { exact: true }).fill('Send the deck');
  await editor.getByLabel('Next step due').fill(due.replaceAll('-', '/'));
  await screen(page, 'p01-entry-editor');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText('Pipeline updated');
  await expect(editor).toBeHidden();
  const metRow = table.getByRole('row', { name: new RegExp(escapeRegExp(met)) });
  await expect(metRow).toContainText('Meeting');
  await expect(metRow).toContainText('Send the deck');
  await screen(page, 'p02-saved-table');

  // Board: the second passes, by keyboard on its stage Select; the reason is asked first
  await page.getByRole('button', { name: 'Board', exact: true }).click();
  const board = page.getByRole('group', { name: 'Pipeline board' });
  const column = (stage: string) => board.getByRole('region', { name: stage });
  await expect(column('Meeting')).toContainText(met);
  await expect(column('To contact')).toContainText(passed);
  const stageSelect = board.getByRole('button', { name: new RegExp(`Stage of ${escapeRegExp(passed)}`) });
  await stageSelect.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Passed' })).toBeVisible();
  await page.keyboard.press('End'); // Committed, the last stage
  await page.keyboard.press('ArrowUp'); // Passed
  await page.keyboard.press('Enter');
  const passing = page.getByRole('dialog', { name: `Pipeline: ${passed}` });
  await expect(passing).toBeVisible();
  await passing.getByRole('button', { name: 'Save' }).click();
  await expect(passing.getByText('Choose why the investor passed.')).toBeVisible();
  await passing.getByRole('button', { name: /^Passed reason/ }).click();
  await passing.getByRole('option', { name: 'Timing' }).click();
  await passing.getByRole('button', { name: 'Save' }).click();
  await expect(passing).toBeHidden();
  await expect(column('Passed')).toContainText(passed);
  await expect(column('Passed')).toContainText('Passed: Timing');
  await screen(page, 'p03-board');
  expect(await axeSerious(page)).toEqual([]);

  // A named list: create it, move the third investor there, look, delete it after confirming
  await page.getByRole('button', { name: 'New list' }).click();
  const create = page.getByRole('dialog', { name: 'Create a list' });
  await create.getByLabel('List name').fill('Seed round');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(toasts(page)).toContainText('List “Seed round” created');
  await expect(page).toHaveURL(/list=/);
  await expect(page.getByText('No investors in this list yet')).toBeVisible();
  await page.getByRole('button', { name: /^List/ }).click();
  await page.getByRole('option', { name: /Saved investors \(3\)/ }).click();
  await expect(column('To contact')).toContainText(moved);
  await board.getByRole('button', { name: `Move or copy ${moved} to another list` }).click();
  const transfer = page.getByRole('dialog', { name: `Move or copy ${moved}` });
  await expect(transfer.getByRole('button', { name: /Seed round/ })).toBeVisible();
  await transfer.getByRole('button', { name: 'Apply' }).click();
  await expect(toasts(page)).toContainText(`${moved} moved to Seed round`);
  await expect(board).not.toContainText(moved);
  await page.getByRole('button', { name: /^List/ }).click();
  await page.getByRole('option', { name: /Seed round \(1\)/ }).click();
  await expect(column('To contact')).toContainText(moved);
  await page.getByRole('button', { name: 'Delete list' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Seed round?' });
  await expect(confirm).toContainText('The list holds 1 investor.');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toasts(page)).toContainText('List “Seed round” deleted');
  await expect(page).not.toHaveURL(/list=/);
  await expect(column('Meeting')).toContainText(met);

  // Phone: the list as cards, with a stage Select on each
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: new RegExp(`Stage of ${escapeRegExp(met)}`) })).toBeVisible();
  await screen(page, 'p04-saved-phone');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Dashboard home: counts per stage and the next step due this week, which opens the investor
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  const dueList = page.getByRole('list', { name: 'Next steps due this week' });
  await expect(dueList).toContainText(met);
  await expect(dueList).toContainText('Send the deck');
  await expect(dueList).not.toContainText(passed);
  await expect(page.getByTestId('stage-count-meeting')).toContainText('1');
  await expect(page.getByTestId('stage-count-passed')).toContainText('1');
  await expect(page.getByTestId('stage-count-to_contact')).toContainText('0');
  await screen(page, 'p05-home-summary');
  expect(await axeSerious(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dueList).toContainText(met);
  await screen(page, 'p06-home-summary-phone');
  await page.setViewportSize({ width: 1440, height: 900 });
  await dueList.getByRole('link', { name: met }).click();
  await expect(page.getByRole('dialog', { name: met })).toBeVisible();
  await page.keyboard.press('Escape');

  // Export the list: the spec's twelve columns first, then the pipeline's
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Export CSV/ }).click();
  const download = await downloading;
  const { header, rows, byName } = readExportFile((await download.path())!);
  expect(header).toEqual([...SPEC_EXPORT_COLUMNS, ...PIPELINE_EXPORT_COLUMNS]);
  expect(rows).toHaveLength(2);
  expect(byName.get(met)?.slice(12)).toEqual([
    'Meeting',
    'Warm intro via Ada; likes B2B.',
    'Send the deck',
    due,
    '',
    'Saved investors',
  ]);
  expect(byName.get(passed)?.slice(12)).toEqual(['Passed', '', '', '', 'Timing', 'Saved investors']);
});
