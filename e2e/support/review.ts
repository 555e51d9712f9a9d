import { expect, type Browser, type Page } from '@playwright/test';
import { api, saveJobViaApi, unique, type SavedJob } from './authoring';
import { expectAnswerSaved, passIntroSteps, readyAnswers, recordAnswer, useSmallCamera, type StoredAnswer } from './candidate';
import { waitForMail } from './mail';

/**
 * A job with a candidate who has finished the interview, as the review specs start from:
 * the signed-in employer (`page`) saves the job and invites by email through the API, and
 * the candidate answers every question in a browser of their own.
 */
export interface CompletedInterview {
  job: SavedJob;
  campaignLineId: number;
  email: string;
  firstName: string;
  lastName: string;
  answers: StoredAnswer[];
}

export async function completedInterview(
  page: Page,
  browser: Browser,
  opts: {
    jobName: string;
    questions: string[];
    firstName: string;
    lastName: string;
    resume?: Buffer;
    seconds?: number;
    /** Runs on the candidate's closing page, before their browser closes. */
    onDone?: (candidate: Page, email: string) => Promise<void>;
  },
): Promise<CompletedInterview> {
  const job = await saveJobViaApi(page.request, { Campaign_Name: `${opts.jobName} ${unique()}`, Campaign_Job_Title: opts.jobName }, opts.questions);
  const campaignId = job.campaign.pk_Campaign_ID;
  const email = `cand.${unique()}@example.test`;
  const since = Date.now();
  const sent = await api<[number, string, string, string][]>(page.request, 'POST', '/Message/SendEmail', [
    { fk_Campaign_ID: campaignId, CampaignLine_CandidateEmail: email },
  ]);
  const campaignLineId = sent.data[0][0];
  const mail = await waitForMail({ to: email, since });
  const link = /https?:\/\/\S+\/invite\/\d+\/\d+\?invitation=[\w-]+/.exec(mail.text)?.[0];
  expect(link, `personal link in:\n${mail.text}`).toBeTruthy();

  const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
  try {
    await useSmallCamera(context);
    const candidate = await context.newPage();
    await candidate.goto(link!);
    await candidate.getByRole('button', { name: 'Start interview' }).click();
    await candidate.getByLabel('First name').fill(opts.firstName);
    await candidate.getByLabel('Last name').fill(opts.lastName);
    await passIntroSteps(candidate, { resume: opts.resume });
    for (let i = 0; i < opts.questions.length; i++) {
      await expect(candidate.getByRole('heading', { name: `Question ${i + 1} of ${opts.questions.length}` })).toBeVisible();
      await recordAnswer(candidate, opts.seconds ?? 2);
      await expectAnswerSaved(candidate);
      const last = i === opts.questions.length - 1;
      await candidate.getByRole('button', { name: last ? 'Finish interview' : 'Next question' }).click();
    }
    await expect(candidate.getByRole('heading', { name: 'Thank you' })).toBeVisible({ timeout: 30_000 });
    await opts.onDone?.(candidate, email);
  } finally {
    await context.close();
  }
  const answers = await readyAnswers(page.request, campaignLineId, opts.questions.length);
  return { job, campaignLineId, email, firstName: opts.firstName, lastName: opts.lastName, answers };
}
