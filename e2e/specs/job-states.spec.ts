import { expect, test, type Page } from '@playwright/test';
import { toast } from '../support/app';
import { api, daysFromToday, saveJobViaApi, signInFreshAccount, unique, wireDate } from '../support/authoring';
import { waitForMail } from '../support/mail';

/*
 * What a job is (packages/shared jobState.ts) reads the same everywhere: the job list's chip and
 * its filter, the dashboard's active jobs, and the invite screen. A job that opens next month
 * is invited to, and the invite screen, the email and the candidate page all say when it opens.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ordinal = (n: number) => {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
};
/** The app's date, '10th Dec, 2026'. */
const appDate = (d: Date) => `${ordinal(d.getDate())} ${MONTHS[d.getMonth()]}, ${d.getFullYear()}`;
/** The mail's date, '10 December 2026'. */
const mailDate = (d: Date) => `${d.getDate()} ${LONG_MONTHS[d.getMonth()]} ${d.getFullYear()}`;

const jobRow = (page: Page, name: string) => page.getByRole('list', { name: 'Jobs' }).getByRole('listitem').filter({ hasText: name });

test('each job shows what it is in the list, the filter and the dashboard; a job that opens next month says so from invite to candidate', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInFreshAccount(page, 'job-states');
  const tag = unique();
  const opens = daysFromToday(31);
  const names = { open: `Live Barista ${tag}`, scheduled: `Harbour Pilot ${tag}`, draft: `Draft Porter ${tag}`, ended: `Past Welder ${tag}` };
  const open = await saveJobViaApi(page.request, { Campaign_Name: names.open, Campaign_Job_Title: 'Barista' });
  const scheduled = await saveJobViaApi(page.request, {
    Campaign_Name: names.scheduled,
    Campaign_Job_Title: 'Harbour Pilot',
    Campaign_StartDate: wireDate(opens),
    Campaign_EndDate: wireDate(daysFromToday(61)),
  });
  await saveJobViaApi(page.request, { Campaign_Name: names.draft }, []);
  const ended = await saveJobViaApi(page.request, { Campaign_Name: names.ended });
  await api(page.request, 'POST', `/Campaign/EndCampaign?campid=${ended.campaign.pk_Campaign_ID}`);

  // The list: one chip per state, and the Active filter lists the live job only.
  await page.goto('/campaign');
  for (const [name, chip] of [
    [names.open, 'Active'],
    [names.scheduled, 'Scheduled'],
    [names.draft, 'Draft'],
    [names.ended, 'Ended'],
  ]) {
    await expect(jobRow(page, name).getByText(chip, { exact: true }), name).toBeVisible();
  }
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Active' }).click();
  await expect(jobRow(page, names.open)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Jobs' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Scheduled' }).click();
  await expect(jobRow(page, names.scheduled)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Jobs' }).getByRole('listitem')).toHaveCount(1);

  // The dashboard's active jobs: the live one, not the one that opens later, the draft or the ended one.
  await page.goto('/dashboard');
  const topJobs = page.getByRole('list', { name: 'Top active jobs' }).getByRole('listitem');
  await expect(topJobs).toHaveCount(1);
  await expect(topJobs.first()).toContainText(names.open);

  // The invite screen of the job that opens next month says when, and still invites.
  await page.goto(`/campaign/instant/invite?id=${scheduled.campaign.pk_Campaign_ID}`);
  await expect(page.getByText(`This job opens to candidates on ${appDate(opens)}.`, { exact: false })).toBeVisible();
  const email = `early.${unique()}@example.test`;
  await page.getByRole('button', { name: /^Email Invite/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite By Email' });
  await dialog.getByLabel('Candidate emails').fill(email);
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, `Successfully mail sent to ${email}.`)).toBeVisible();

  // The email says when it opens ...
  const mail = await waitForMail({ to: email, since });
  expect(mail.text.replace(/\s+/g, ' ')).toContain(`The interview opens on ${mailDate(opens)}`);
  const link = /https?:\/\/\S+\/invite\/\d+\/\d+\?invitation=[\w-]+/.exec(mail.text)?.[0];
  expect(link, `personal link in:\n${mail.text}`).toBeTruthy();

  // ... and so does the candidate's page, instead of "closed".
  const candidateContext = await browser.newContext();
  try {
    const candidate = await candidateContext.newPage();
    await candidate.goto(link!);
    // The candidate's pages write dates in their language's long form (issue 32).
    const candidateDate = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(opens);
    await expect(candidate.getByRole('heading', { name: `This interview opens on ${candidateDate}` })).toBeVisible();
    await expect(candidate.getByText('This interview is closed')).toHaveCount(0);
  } finally {
    await candidateContext.close();
  }

  // The live job's invite screen has no such notice; the draft's asks for questions first.
  await page.goto(`/campaign/instant/invite?id=${open.campaign.pk_Campaign_ID}`);
  await expect(page.getByRole('button', { name: /^Email Invite/ })).toBeEnabled();
  await expect(page.getByText('This job opens to candidates on', { exact: false })).toHaveCount(0);
});
