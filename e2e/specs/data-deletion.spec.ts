import { expect, test } from '@playwright/test';
import { MSG } from '@candid/shared';
import { expectToastShown, recordToasts } from '../support/app';
import { api, saveJobViaApi, signInDemo, unique } from '../support/authoring';
import { expectAccessible, shoot } from '../support/page-checks';

/*
 * Issue 16 end to end: a recruiter deletes a candidate from the candidate page, through the
 * confirmation that names what goes, and the candidate is gone from the job's list; the owner
 * sets the company's retention on /company.
 */

test('a recruiter deletes a candidate from their page and the candidate is gone from the list', async ({ page }) => {
  await signInDemo(page, 'owner@demo.candid.test');
  const job = await saveJobViaApi(page.request, { Campaign_Name: `Deletion ${unique()}`, Campaign_Job_Title: 'Barista' });
  const campaignId = job.campaign.pk_Campaign_ID;
  const gone = `erase.me.${unique()}@example.test`;
  const kept = `keep.me.${unique()}@example.test`;
  const sent = await api<[number, string, string, string][]>(page.request, 'POST', '/Message/SendEmail', [
    { fk_Campaign_ID: campaignId, CampaignLine_CandidateEmail: gone },
    { fk_Campaign_ID: campaignId, CampaignLine_CandidateEmail: kept },
  ]);
  const goneId = sent.data.find((row) => row[3] === gone)?.[0] ?? sent.data[0][0];

  await page.goto(`/candidates?campaignId=${campaignId}`);
  await expect(page.getByRole('link', { name: kept })).toBeVisible();
  await page.getByRole('link', { name: gone }).click();
  await expect(page).toHaveURL(new RegExp(`/candidates/info\\?id=${goneId}`));
  await expect(page.getByRole('region', { name: 'Data and consent' }).getByText(/^Data will be deleted on /)).toBeVisible();

  await expectAccessible(page);
  await shoot(page, 'candidate-delete');

  // Keyboard only: the Delete button, then the dialog's buttons.
  await recordToasts(page);
  await page.getByRole('button', { name: `Delete ${gone}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: MSG.eraseConfirmTitle(1) });
  await expect(dialog).toContainText('videos, resume, transcripts');
  await expect(dialog).toContainText('cannot be undone');
  await expectAccessible(page);
  await shoot(page, 'candidate-delete-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Delete candidate' }).click();

  await expectToastShown(page, MSG.candidatesErased(1));
  await expect(page).toHaveURL(new RegExp(`/candidates\\?campaignId=${campaignId}$`));
  await expect(page.getByRole('link', { name: kept })).toBeVisible();
  await expect(page.getByRole('link', { name: gone })).toHaveCount(0);
  // Its page is gone too, and stays gone after a reload.
  await page.goto(`/candidates/info?id=${goneId}`);
  await expect(page.getByText('This candidate was not found.')).toBeVisible();
});

test('the owner sets how long candidate data is kept on /company', async ({ page }) => {
  await signInDemo(page, 'owner@demo.candid.test');
  await page.goto('/company/retention');
  const section = page.getByRole('region', { name: 'Candidate data retention' });
  await expect(section).toContainText('The default is 24 months; choose between 1 and 84');
  const months = section.getByRole('spinbutton', { name: 'Months after the job ends' });
  await expect(months).toHaveValue(/^\d+$/);
  const next = (await months.inputValue()) === '36' ? '48' : '36';
  await months.fill('85');
  await expect(section.getByText(MSG.retentionRange(1, 84))).toBeVisible();
  await expect(section.getByRole('button', { name: 'Save retention' })).toBeDisabled();
  await expectAccessible(page);
  await shoot(page, 'company-retention');
  await months.fill(next);
  await recordToasts(page);
  await section.getByRole('button', { name: 'Save retention' }).click();
  await expectToastShown(page, MSG.retentionSaved);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Candidate data retention' }).getByRole('spinbutton', { name: 'Months after the job ends' })).toHaveValue(next);
});
