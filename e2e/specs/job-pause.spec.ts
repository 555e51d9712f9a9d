import { expect, test } from '@playwright/test';
import { toast } from '../support/app';
import { publicJobPath, saveJobViaApi, signInFreshAccount, unique } from '../support/authoring';

/*
 * Pause and reactivate (issue 28): from the job list's menu, a job becomes Paused, its candidate
 * link says the interview is paused (not closed), and once reactivated the same link opens the
 * interview again. The job screen offers the same action.
 */

test('a job paused from the list tells its candidate link it is paused; reactivated, the link opens again', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInFreshAccount(page, 'job-pause');
  const name = `Night Baker ${unique()}`;
  const job = await saveJobViaApi(page.request, { Campaign_Name: name, Campaign_Job_Title: 'Night Baker' });
  const row = page.getByRole('list', { name: 'Jobs' }).getByRole('listitem').filter({ hasText: name });

  await page.goto('/campaign');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Pause' }).click();
  await expect(toast(page, 'Job paused')).toBeVisible();
  await expect(row.getByText('Paused', { exact: true })).toBeVisible();
  // The Paused filter lists it.
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Paused' }).click();
  await expect(row).toBeVisible();

  const context = await browser.newContext();
  try {
    const candidate = await context.newPage();
    await candidate.goto(publicJobPath(job));
    await expect(candidate.getByRole('heading', { level: 1, name: 'This interview is paused' })).toBeVisible();
    await expect(candidate.getByText('This interview is closed')).toHaveCount(0);
    await expect(candidate.getByRole('button', { name: 'Start interview' })).toHaveCount(0);

    // Reactivated from the job screen, the same link opens the interview.
    await page.goto(`/campaign/edit?id=${job.campaign.pk_Campaign_ID}`);
    await page.getByRole('button', { name: 'Reactivate job' }).click();
    await expect(toast(page, 'Job reactivated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause job' })).toBeVisible();

    await candidate.reload();
    await expect(candidate.getByRole('heading', { level: 1, name: 'Night Baker' })).toBeVisible();
    await expect(candidate.getByRole('button', { name: 'Start interview' })).toBeVisible();
  } finally {
    await context.close();
  }
  await page.goto('/campaign');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
});
