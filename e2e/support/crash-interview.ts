import { expect, type BrowserContext, type Page } from '@playwright/test';
import { saveJobViaApi, signInFreshAccount, unique, type SavedJob } from './authoring';
import { candidateToken, instrumentRecorders, passIntroSteps, useSmallCamera } from './candidate';

/**
 * The set-up the crash specs share (interview-faults, interview-sigkill): on a server of the
 * spec's own (support/server.ts), a fresh employer saves a two-question job that allows long
 * answers, and a candidate with an instrumented recorder and a small camera arrives by the job's
 * public link and passes the intro steps, ready for question 1.
 */
export interface CrashInterview {
  employerContext: BrowserContext;
  candidateContext: BrowserContext;
  employer: Page;
  candidate: Page;
  job: SavedJob;
  campaignId: number;
  enterpriseId: number;
}

export interface CrashInterviewPlan {
  /** Names the fresh account (signInFreshAccount's prefix). */
  account: string;
  jobTitle: string;
  questions: [string, string];
  candidate: { first: string; last: string };
}

export async function startCrashInterview(
  contexts: { employerContext: BrowserContext; candidateContext: BrowserContext },
  plan: CrashInterviewPlan,
): Promise<CrashInterview> {
  const { employerContext, candidateContext } = contexts;
  const employer = await employerContext.newPage();
  await signInFreshAccount(employer, plan.account);
  const job = await saveJobViaApi(
    employer.request,
    { Campaign_Name: `${plan.jobTitle} ${unique()}`, Campaign_Job_Title: plan.jobTitle, Campaign_AnswerTimeLimitSeconds: 600 },
    plan.questions,
  );
  const campaignId = job.campaign.pk_Campaign_ID;
  const enterpriseId = (job.campaign as typeof job.campaign & { fk_Enterprise_ID: number }).fk_Enterprise_ID;

  await instrumentRecorders(candidateContext);
  await useSmallCamera(candidateContext);
  const candidate = await candidateContext.newPage();
  await candidate.goto(`/invite/${campaignId}/${enterpriseId}?link=${job.campaign.publicLinkToken}`);
  await candidate.getByLabel('First name').fill(plan.candidate.first);
  await candidate.getByLabel('Last name').fill(plan.candidate.last);
  await candidate.getByLabel('Email').fill(`${plan.candidate.first.toLowerCase()}.${unique()}@example.test`);
  await candidate.getByRole('button', { name: 'Start interview' }).click();
  await passIntroSteps(candidate);
  await expect(candidate.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
  return { employerContext, candidateContext, employer, candidate, job, campaignId, enterpriseId };
}

/** The candidate's line (pk_CampaignLine_ID), asked of the interview session with the candidate's own token. */
export async function candidateLineId({ candidate, campaignId, enterpriseId }: CrashInterview): Promise<number> {
  const token = await candidateToken(candidate, campaignId);
  const session = await candidate.request.get(`/api/interview/${campaignId}/${enterpriseId}/session`, {
    headers: { 'x-interview-token': token },
  });
  expect(session.status()).toBe(200);
  return ((await session.json()) as { data: { campaignLineId: number } }).data.campaignLineId;
}
