import { expect, test, type Page } from '@playwright/test';
import { spokenAnswer } from '../../apps/server/src/seed/demo-answers';
import { DEMO_OWNER, DEMO_PASSWORD, DEMO_USERS, loginAndLand } from '../support/app';
import { api } from '../support/authoring';

/*
 * The demo a newcomer meets on first start (the e2e server seeds it): a dashboard with data,
 * jobs in every state, candidates at every stage, and a reviewed candidate whose recorded
 * answers play. Other specs add jobs and candidates to the same demo, so this one looks for
 * the seeded names and never for exact totals.
 */

const SEEDED = {
  open: 'Customer Success Manager',
  scheduled: 'Warehouse Operations Supervisor',
  ended: 'Community Nurse - Aged Care',
  fresh: 'Graduate Data Analyst',
  reviewed: { name: 'Priya Raman', mentioned: '@Harper Moore' },
} as const;

/** Lower-case words of four letters or more: what the engine hears best and a reviewer searches for. */
const wordsOf = (text: string) => new Set(text.toLowerCase().replace(/[^a-z' ]+/g, ' ').split(/\s+/).filter((w) => w.length >= 4));

const jobRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Jobs' }).getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

async function campaignIdOf(page: Page, name: string): Promise<number> {
  const jobs = await api<{ pk_Campaign_ID: number; Campaign_Name: string }[]>(page.request, 'GET', `/Campaign?SearchText=${encodeURIComponent(name)}`);
  const job = jobs.data.find((j) => j.Campaign_Name === name);
  expect(job, `seeded job ${name}`).toBeTruthy();
  return job!.pk_Campaign_ID;
}

test('the demo shows the product on first start: dashboard, jobs, candidates and a review that plays', async ({ page }) => {
  test.setTimeout(300_000);
  await loginAndLand(page, DEMO_OWNER.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // ---- Dashboard: counts, the latest interview, and several months of activity ----
  const counts = page.getByRole('list', { name: 'Counts' });
  for (const card of [/Interviews completed/, /^Jobs/, /Invites sent/]) {
    await expect(counts.getByRole('link', { name: card })).toContainText(/[1-9]\d*/);
  }
  await expect(page.getByRole('region', { name: 'Latest interview' })).not.toContainText('No completed interviews yet.');
  await expect(page.getByRole('list', { name: 'Top active jobs' })).toContainText(SEEDED.open);
  const activity = page.getByRole('region', { name: 'Activity' });
  await activity.getByLabel('View as table').check();
  const months = activity.getByRole('table').getByRole('row');
  await expect(months).toHaveCount(12 + 1);
  const invitesByMonth = await months.evaluateAll((rows) => rows.slice(1).map((r) => Number(r.querySelectorAll('td')[1]?.textContent ?? 0)));
  expect(invitesByMonth.filter((n) => n > 0).length, `invites per month: ${invitesByMonth.join(', ')}`).toBeGreaterThanOrEqual(3);

  // ---- Jobs in every state ----
  await page.goto('/campaign');
  await expect(jobRow(page, SEEDED.open)).toContainText('Active');
  await expect(jobRow(page, SEEDED.scheduled)).toContainText('Scheduled');
  await expect(jobRow(page, SEEDED.ended)).toContainText('Ended');
  await expect(jobRow(page, SEEDED.fresh)).toContainText('Active');

  // ---- The open job's candidates, at every stage ----
  const campaignId = await campaignIdOf(page, SEEDED.open);
  await page.goto(`/candidates?campaignId=${campaignId}`);
  const main = page.getByRole('main');
  for (const status of ['Not started', 'In progress', 'Completed', 'Reviewed', 'Shortlisted', 'Rejected']) {
    await expect(main.getByText(status, { exact: true }).first(), status).toBeVisible();
  }

  // ---- A reviewed candidate: the answer plays, the team's ratings and a mention are there ----
  await main.getByRole('link', { name: SEEDED.reviewed.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: SEEDED.reviewed.name })).toBeVisible();
  const video = page.locator('video').first();
  await expect(video).toHaveAttribute('poster', /.+/);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { message: 'the recorded answer plays' }).toBeGreaterThan(0.3);
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(1);
  await expect(page.getByLabel('Team average for this candidate')).toContainText('4.7');
  await page.getByRole('button', { name: /Question 2/ }).first().click();
  await expect(page.getByRole('list', { name: 'Comments' })).toContainText(SEEDED.reviewed.mentioned);
});

test('a hiring manager sees the candidates of their own jobs only', async ({ page }) => {
  const manager = DEMO_USERS.find((u) => u.role === 'Hiring Manager')!;
  await loginAndLand(page, manager.email, DEMO_PASSWORD);
  await page.goto('/campaign');
  await expect(jobRow(page, SEEDED.open)).toBeVisible();
  await expect(jobRow(page, SEEDED.ended)).toHaveCount(0);
});

test('the demo shows what a candidate said: the transcript beside the answer, a search by a word of it, and the summary', async ({ page }) => {
  // The server recognises the demo's answers in the background from its first start, the open
  // job's first candidate first: this waits for hers, however far the queue has got.
  test.setTimeout(900_000);
  await loginAndLand(page, DEMO_OWNER.email, DEMO_PASSWORD);
  const campaignId = await campaignIdOf(page, SEEDED.open);
  await page.goto(`/candidates?campaignId=${campaignId}`);
  await page.getByRole('main').getByRole('link', { name: SEEDED.reviewed.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: SEEDED.reviewed.name })).toBeVisible();

  // ---- The first answer's transcript: the speech engine's words for what she says ----
  const lines = page.getByRole('list', { name: 'Transcript segments' });
  await expect(lines, 'the transcript of the first answer arrives by itself').toBeVisible({ timeout: 600_000 });
  await expect(page.getByText(/^Made by speech recognition \(pocketsphinx en-us\)/)).toBeVisible();
  const heard = wordsOf((await lines.getByRole('button').allTextContents()).join(' '));
  const [first, last] = SEEDED.reviewed.name.split(' ');
  const said = [...wordsOf(spokenAnswer({ code: 'NW-CSM-01' }, { first, last }, 0)!)];
  const common = said.filter((w) => heard.has(w));
  expect(common.length / said.length, `heard ${[...heard].join(' ')}`).toBeGreaterThanOrEqual(0.25);

  // ---- The summary of her answers, made once they are all transcribed ----
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText(/^Made by extractive \(offline\)/), 'the summary arrives by itself').toBeVisible({ timeout: 600_000 });
  await expect(summary.getByRole('definition').first()).toHaveText(/\w+ \w+/);
  await expect(summary.getByText('It is not a score, a ranking or a judgement of the candidate.', { exact: false })).toBeVisible();

  // ---- Found by a word she said ----
  const word = [...common].sort((a, b) => b.length - a.length)[0];
  await page.goto(`/candidates?campaignId=${campaignId}`);
  await page.getByRole('combobox', { name: 'Search in' }).click();
  await page.getByRole('option', { name: 'What they said or wrote' }).click();
  await page.getByRole('searchbox', { name: 'Search candidates' }).fill(word);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: SEEDED.reviewed.name, exact: true }) });
  await expect(row.locator('mark').first()).toHaveText(new RegExp(word, 'i'));
});
