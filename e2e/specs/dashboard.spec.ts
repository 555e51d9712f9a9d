import { expect, test } from '@playwright/test';
import { api, saveJobViaApi, signInFreshAccount, unique } from '../support/authoring';
import { completedInterview } from '../support/review';

/*
 * Issue 5: the dashboard of a new account shows what was done in it. The test keeps its own
 * plan of what it creates (jobs, invites, completed interviews) and derives every expected
 * count and per-month value from that plan, not from the server.
 */

interface Planned {
  kind: 'job' | 'invite' | 'interview';
  /** UTC month 'YYYY-MM' the event happened in (the dashboard's months are UTC). */
  month: string;
}

const utcMonth = (d: Date) => d.toISOString().slice(0, 7);
const LONG_MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

test('a new account sees an empty dashboard, then the counts and monthly activity of what it did', async ({ page, browser }) => {
  test.setTimeout(600_000);
  await signInFreshAccount(page, 'dashboard');

  // Empty state, sidebars as SPEC §3 says: left closed, right open.
  await expect(page.getByRole('heading', { name: 'Create your first job' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Left sidebar' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Right sidebar' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('No completed interviews yet.')).toBeVisible();

  // The plan: two jobs with 3 and 2 invites, and a third job whose one candidate finishes.
  const plan: Planned[] = [];
  const record = (kind: Planned['kind']) => plan.push({ kind, month: utcMonth(new Date()) });
  const invitesPerJob = [3, 2];
  const jobs: { id: number; name: string; invites: number }[] = [];
  for (const [i, invites] of invitesPerJob.entries()) {
    const job = await saveJobViaApi(page.request, { Campaign_Name: `Dashboard job ${i + 1} ${unique()}` });
    record('job');
    const emails = Array.from({ length: invites }, (_, n) => ({
      fk_Campaign_ID: job.campaign.pk_Campaign_ID,
      CampaignLine_CandidateEmail: `dash.${i}.${n}.${unique()}@example.test`,
    }));
    await api(page.request, 'POST', '/Message/SendEmail', emails);
    emails.forEach(() => record('invite'));
    jobs.push({ id: job.campaign.pk_Campaign_ID, name: job.campaign.Campaign_Name, invites });
  }
  const done = await completedInterview(page, browser, {
    jobName: 'Night Shift Lead',
    questions: ['What makes a night shift run well?'],
    firstName: 'Linus',
    lastName: `Pauling${Date.now() % 100000}`,
  });
  record('job');
  record('invite');
  record('interview');
  jobs.push({ id: done.job.campaign.pk_Campaign_ID, name: done.job.campaign.Campaign_Name, invites: 1 });

  const count = (kind: Planned['kind'], month?: string) => plan.filter((p) => p.kind === kind && (!month || p.month === month)).length;

  await page.goto('/dashboard');
  const counts = page.getByRole('list', { name: 'Counts' });
  await expect(counts.getByRole('link', { name: /Interviews completed/ })).toContainText(String(count('interview')));
  await expect(counts.getByRole('link', { name: /^Jobs/ })).toContainText(String(count('job')));
  await expect(counts.getByRole('link', { name: /Invites sent/ })).toContainText(String(count('invite')));

  // Top active jobs: most candidates first.
  const expectedOrder = [...jobs].sort((a, b) => b.invites - a.invites).map((j) => j.name);
  const topJobs = page.getByRole('list', { name: 'Top active jobs' }).getByRole('listitem');
  await expect(topJobs).toHaveCount(jobs.length);
  for (const [i, name] of expectedOrder.entries()) await expect(topJobs.nth(i)).toContainText(name);

  // The latest interview leads to the candidate.
  const latest = page.getByRole('region', { name: 'Latest interview' });
  await expect(latest).toContainText(`${done.firstName} ${done.lastName}`);

  // The monthly series over the default 12 months, as a table: every month of the range, zero-filled.
  const activity = page.getByRole('region', { name: 'Activity' });
  await activity.getByLabel('View as table').check();
  const table = activity.getByRole('table');
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(12 + 1);
  const now = new Date();
  for (let back = 0; back < 12; back++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const month = utcMonth(d);
    const row = table.getByRole('row', { name: new RegExp(`^${LONG_MONTH.format(d)}`) });
    await expect(row.getByRole('cell')).toHaveText([String(count('job', month)), String(count('invite', month)), String(count('interview', month))]);
  }

  // The completion funnel of the same months (issue 33): everyone invited, and the one who finished.
  const funnel = page.getByRole('region', { name: 'Completion funnel' });
  await expect(funnel.getByRole('img', { name: new RegExp(`^Completion funnel: Invited ${count('invite')};.* finished ${count('interview')},`) })).toBeVisible();

  // Each card leads to the page behind it.
  await counts.getByRole('link', { name: /Interviews completed/ }).click();
  await expect(page).toHaveURL(/\/candidates\?status=2$/);
  await expect(page.getByRole('main').getByRole('link', { name: `${done.firstName} ${done.lastName}`, exact: true })).toBeVisible();
});
