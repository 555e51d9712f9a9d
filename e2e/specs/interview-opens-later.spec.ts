import { expect, test, type Page } from '@playwright/test';
import { api, daysFromToday, saveJobViaApi, signInFreshAccount, unique, wireDate } from '../support/authoring';
import { waitForMail } from '../support/mail';

/*
 * A job whose start date is still ahead: a candidate who opens its link early is told when the
 * interview opens (not that it is closed), on a page with the job and the employer, and that
 * the same link works from that day. Both ways in: the job's public link and a personal
 * invitation. The recruiter's side (invite screen, email) is in its own spec.
 */

/** A date as the candidate's pages write it in English: the language's long form ('December 10, 2026', issue 32). */
const displayDate = (d: Date) => new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(d);

/** What the candidate sees: when it opens, the job, the employer, and nothing to start yet. */
async function expectOpensLater(candidate: Page, opts: { jobTitle: string; employer: string; opens: Date }) {
  await expect(candidate.getByRole('heading', { level: 1, name: opts.jobTitle })).toBeVisible();
  await expect(candidate.getByRole('heading', { name: `This interview opens on ${displayDate(opts.opens)}` })).toBeVisible();
  await expect(candidate.getByText('Your link will work from that day.', { exact: false })).toBeVisible();
  await expect(candidate.getByRole('banner').getByText(opts.employer)).toBeVisible();
  await expect(candidate.getByText('This interview is closed')).toHaveCount(0);
  await expect(candidate.getByText(/\d{4}-\d{2}-\d{2}/)).toHaveCount(0);
  await expect(candidate.getByRole('button')).toHaveCount(0);
  await expect(candidate.getByRole('textbox')).toHaveCount(0);
}

/** Nothing wider than the phone's screen: no sideways scrolling. */
async function expectFitsPhone(candidate: Page) {
  await candidate.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => candidate.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('a candidate who opens the link of a job that opens next month is told the day it opens', async ({ page, browser }) => {
  const account = await signInFreshAccount(page, 'opens-later');
  const opens = daysFromToday(31);
  const jobTitle = 'Harbour Pilot';
  const job = await saveJobViaApi(
    page.request,
    {
      Campaign_Name: `${jobTitle} ${unique()}`,
      Campaign_Job_Title: jobTitle,
      Campaign_StartDate: wireDate(opens),
      Campaign_EndDate: wireDate(daysFromToday(61)),
    },
    ['Tell us about a difficult berthing.', 'How do you plan a night arrival?'],
  );
  const { pk_Campaign_ID: campaignId, publicLinkToken } = job.campaign;
  const enterpriseId = (job.campaign as typeof job.campaign & { fk_Enterprise_ID: number }).fk_Enterprise_ID;

  // By the job's public link, in a browser of the candidate's own.
  const publicContext = await browser.newContext();
  try {
    const candidate = await publicContext.newPage();
    await candidate.goto(`/invite/${campaignId}/${enterpriseId}?link=${publicLinkToken}`);
    await expectOpensLater(candidate, { jobTitle, employer: account.company, opens });
    await expect(candidate.getByText('2 questions')).toBeVisible();
    await expectFitsPhone(candidate);
    await expect(candidate.getByRole('heading', { name: `This interview opens on ${displayDate(opens)}` })).toBeInViewport();
  } finally {
    await publicContext.close();
  }

  // By a personal invitation (a job that opens later takes invitations).
  const email = `early.${unique()}@example.test`;
  const since = Date.now();
  await api(page.request, 'POST', '/Message/SendEmail', [{ fk_Campaign_ID: campaignId, CampaignLine_CandidateEmail: email }]);
  const mail = await waitForMail({ to: email, since });
  const link = /https?:\/\/\S+\/invite\/\d+\/\d+\?invitation=[\w-]+/.exec(mail.text)?.[0];
  expect(link, `personal link in:\n${mail.text}`).toBeTruthy();
  const invitedContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const candidate = await invitedContext.newPage();
    await candidate.goto(link!);
    await expectOpensLater(candidate, { jobTitle, employer: account.company, opens });
    await expectFitsPhone(candidate);
  } finally {
    await invitedContext.close();
  }
});
