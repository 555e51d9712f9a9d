import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { INTERVIEW_MSG, MSG } from '@candid/shared';
import { enterpriseIdOf, signInFreshAccount } from '../support/authoring';
import { tinyPdf } from '../support/candidate';
import { waitForMail } from '../support/mail';
import { expectAccessible } from '../support/page-checks';
import { completedInterview } from '../support/review';

/*
 * Issue 16 end to end: a candidate who finished an interview asks for their data's deletion from
 * the closing page, or for a copy from the employer's public privacy policy; confirms from the
 * email the SMTP server captured; the employer sees the request done on /company and, for a
 * deletion, the candidate gone; a copy downloads as a zip holding the answers.
 */

const QUESTIONS = ['What makes a good shift handover?'];

/** The confirmation link in the request's email, opened and confirmed in a browser without a session. */
async function confirmFromMail(page: Page, email: string, subject: string, since: number) {
  const mail = await waitForMail({ to: email, subjectIncludes: subject, since });
  const link = /https?:\/\/\S+\/data-request\/confirm\?token=[\w-]{43}/.exec(mail.text)?.[0];
  expect(link, `confirmation link in:\n${mail.text}`).toBeTruthy();
  const context = await page.context().browser()!.newContext();
  const visitor = await context.newPage();
  await visitor.goto(link!);
  await expectAccessible(visitor);
  await visitor.getByRole('button', { name: 'Confirm my request' }).click();
  // The caller reads the answer, then closes the visitor's context.
  return visitor.getByRole('alert');
}

/**
 * The employer's Data requests table on /company/data-requests, read again until `row` shows
 * `state`. Each reading waits for the page to draw the table (seconds on a loaded machine: a CI
 * run saw the row already Done and every 2 s reading still too early).
 */
async function expectRequestState(page: Page, kind: 'Deletion' | 'Copy of their data', state: string) {
  await expect(async () => {
    await page.goto('/company/data-requests');
    const row = page.getByRole('table', { name: 'Data requests' }).getByRole('row').filter({ hasText: kind }).first();
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row).toContainText(state, { timeout: 2_000 });
  }).toPass({ timeout: 180_000 });
}

test('a candidate asks from the closing page for their data to be deleted, confirms by email, and is gone', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await signInFreshAccount(page, 'data-erase');
  let since = 0;
  const done = await completedInterview(page, browser, {
    jobName: 'Night Porter',
    questions: QUESTIONS,
    firstName: 'Grace',
    lastName: 'Erased',
    onDone: async (candidate, email) => {
      await expectAccessible(candidate);
      await candidate.getByRole('radio', { name: INTERVIEW_MSG.dataRequestErase }).check();
      await candidate.getByLabel(INTERVIEW_MSG.dataRequestEmail).fill(email);
      since = Date.now();
      await candidate.getByRole('button', { name: INTERVIEW_MSG.dataRequestSend }).click();
      await expect(candidate.getByText(MSG.dataRequestSent)).toBeVisible();
    },
  });
  expect((await page.request.get(`/api/CampaignLine/${done.campaignLineId}`)).status()).toBe(200);

  const alert = await confirmFromMail(page, done.email, 'Confirm your request to delete your data', since);
  await expect(alert).toHaveText(MSG.dataRequestConfirmed('erase'));
  await alert.page().context().close();

  await expectRequestState(page, 'Deletion', 'Done');
  await waitForMail({ to: done.email, subjectIncludes: 'Your data has been deleted', since });
  expect((await page.request.get(`/api/CampaignLine/${done.campaignLineId}`)).status()).toBe(404);
  const list = await page.request.get(`/api/CampaignLine?campaignId=${done.job.campaign.pk_Campaign_ID}`);
  expect(((await list.json()) as { data: { pk_CampaignLine_ID: number }[] }).data.map((l) => l.pk_CampaignLine_ID)).not.toContain(done.campaignLineId);
  await page.goto(`/candidates?campaignId=${done.job.campaign.pk_Campaign_ID}`);
  await expect(page.getByText('Grace Erased')).toHaveCount(0);
  // The audit trail outlives the candidate: who deleted them.
  const audit = await page.request.get(`/api/Audit?campaignLineId=${done.campaignLineId}`);
  expect(((await audit.json()) as { data: { Action: string; Actor: string }[] }).data[0]).toMatchObject({ Action: 'deleted', Actor: 'candidate' });
});

test('a candidate asks from the privacy policy for a copy, confirms by email, and downloads a zip of their answers', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const account = await signInFreshAccount(page, 'data-copy');
  const done = await completedInterview(page, browser, { jobName: 'Harbour Pilot', questions: QUESTIONS, firstName: 'Ada', lastName: 'Copied', resume: tinyPdf() });
  const enterpriseId = await enterpriseIdOf(page, account.email);

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`/privacy-policy/${enterpriseId}`);
  await visitor.getByLabel(INTERVIEW_MSG.dataRequestEmail).fill(done.email);
  const since = Date.now();
  await visitor.getByRole('button', { name: INTERVIEW_MSG.dataRequestSend }).click();
  await expect(visitor.getByText(MSG.dataRequestSent)).toBeVisible();
  await context.close();

  const alert = await confirmFromMail(page, done.email, 'Confirm your request for a copy of your data', since);
  await expect(alert).toHaveText(MSG.dataRequestConfirmed('copy'));
  await alert.page().context().close();

  const ready = await waitForMail({ to: done.email, subjectIncludes: 'Your data copy is ready', since });
  const url = /https?:\/\/\S+\/api\/DataRequest\/Download\/[\w-]{43}/.exec(ready.text)?.[0];
  expect(url, `download link in:\n${ready.text}`).toBeTruthy();
  const res = await page.request.get(new URL(url!).pathname);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/zip');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'candid-copy-'));
  try {
    const file = path.join(dir, 'copy.zip');
    await writeFile(file, await res.body());
    const entries = execFileSync('zipinfo', ['-1', file]).toString().trim().split('\n');
    const folder = `interview-${done.campaignLineId}`;
    expect(entries).toEqual(
      expect.arrayContaining([
        'README.txt',
        `${folder}/details.json`,
        `${folder}/answers/question-1-attempt-1.mp4`,
        `${folder}/transcripts/question-1-attempt-1.txt`,
        expect.stringMatching(new RegExp(`^${folder}/resume/\\d+-ada-lovelace-cv\\.pdf$`)),
      ]),
    );
    expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
    const answer = execFileSync('unzip', ['-p', file, `${folder}/answers/question-1-attempt-1.mp4`]);
    expect(answer.length).toBeGreaterThan(10_000);
    expect(JSON.parse(execFileSync('unzip', ['-p', file, `${folder}/details.json`]).toString())).toMatchObject({ Email: done.email, FirstName: 'Ada', LastName: 'Copied' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  await expectRequestState(page, 'Copy of their data', 'Done');
  await expectAccessible(page);

  // The employer's Activity on the candidate page: the candidate's download, and the CSV.
  await page.goto(`/candidates/info?id=${done.campaignLineId}`);
  const activity = page.getByRole('table', { name: 'Activity' });
  await expect(activity.getByRole('row').filter({ hasText: 'Downloaded' }).filter({ hasText: /data copy \(request \d+\)/ })).toHaveCount(1);
  await expect(activity.getByRole('row').filter({ hasText: 'candidate page' }).first()).toBeVisible();
  const csv = await page.request.get(`/api/Audit.csv?campaignLineId=${done.campaignLineId}`);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toMatch(/"downloaded","data copy \(request \d+\)"/);
});
