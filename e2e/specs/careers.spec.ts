import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { jobPostingProblems } from '@candid/shared';
import { expectToastShown, recordToasts } from '../support/app';
import { api, saveJobViaApi, signInFreshAccount, unique } from '../support/authoring';
import { baseURL } from '../support/env';
import { expectAccessible, screenshot, shoot } from '../support/page-checks';

/*
 * Issue 17 end to end: the company's public careers page lists an open job whose page carries
 * valid JobPosting JSON-LD in the server's HTML; its Apply button starts the candidate's
 * interview; an ended job leaves the page (410); the candidates export downloads as CSV. The job
 * screen shows the job's careers page link, which opens that page, and says when it is closed.
 */

test('the careers page lists an open job with valid JSON-LD, Apply starts an interview, an ended job leaves, and the CSV export holds the candidate', async ({ page, browser }) => {
  await signInFreshAccount(page, 'careers');
  const enterprise = await api<{ pk_Enterprise_ID: number }[]>(page.request, 'GET', '/Enterprise');
  const slug = `careers-${unique()}`;
  await api(page.request, 'PUT', '/Enterprise', { pk_Enterprise_ID: enterprise.data[0].pk_Enterprise_ID, Enterprise_Slug: slug });
  const title = `Harbour Master ${unique()}`;
  const job = await saveJobViaApi(page.request, {
    Campaign_Name: title,
    Campaign_Job_Title: title,
    Campaign_Job_DescriptionHtml: '<p>Run the <strong>harbour</strong> safely.</p>',
    Campaign_Job_Location_Text: 'Newcastle, New South Wales',
    Campaign_Job_Work_Type_ID: 1,
    Campaign_Job_Pay_Type_ID: 2,
    Campaign_Job_Pay_Range_From: 90000,
    Campaign_Job_Pay_Range_To: 110000,
  });

  // A crawler's view: the server's HTML already holds the job and its JSON-LD.
  const visitorContext = await browser.newContext({ baseURL: baseURL() });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/careers/${slug}`);
    await expect(visitor.getByRole('heading', { name: 'Open jobs' })).toBeVisible();
    await expectAccessible(visitor);
    await shoot(visitor, 'careers-list');
    await visitor.getByRole('link', { name: title }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectAccessible(visitor);
    await shoot(visitor, 'careers-job');
    const jobPath = new URL(visitor.url()).pathname;
    const html = await (await visitorContext.request.get(visitor.url())).text();
    const ldText = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(ldText, 'JSON-LD in the server HTML').toBeTruthy();
    const ld = JSON.parse(ldText!) as Record<string, unknown>;
    expect(jobPostingProblems(ld)).toEqual([]);
    expect(ld).toMatchObject({ '@type': 'JobPosting', title, employmentType: 'FULL_TIME', directApply: true });
    const fromDom = JSON.parse((await visitor.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
    expect(fromDom.title).toBe(title);

    // Apply: the job's public link opens the interview; the candidate starts it.
    await visitor.getByRole('link', { name: 'Apply' }).first().click();
    await expect(visitor).toHaveURL(new RegExp(`/invite/${job.campaign.pk_Campaign_ID}/${job.campaign.fk_Enterprise_ID}\\?link=`));
    const email = `ada.${unique()}@example.test`;
    await visitor.getByLabel('First name').fill('Ada');
    await visitor.getByLabel('Last name').fill('Applicant');
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByRole('button', { name: 'Start interview' }).click();
    await expect(visitor.getByRole('heading', { name: 'Before you start' })).toBeVisible();

    // The employer exports the job's candidates as CSV from the candidates list.
    await page.goto(`/candidates?campaignId=${job.campaign.pk_Campaign_ID}`);
    await expect(page.getByText('Ada Applicant').first()).toBeVisible();
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /CSV/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^candidates-job-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toContain('Email');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(email);
    expect(lines[1]).toContain(title);

    // Ended: the job leaves the page and its own page answers 410. The pages may be cached for
    // five minutes, so a new visitor (an empty browser cache) looks.
    await api(page.request, 'POST', `/Campaign/EndCampaign?campid=${job.campaign.pk_Campaign_ID}`);
    const later = await visitorContext.browser()!.newContext({ baseURL: baseURL() });
    const laterPage = await later.newPage();
    await laterPage.goto(`/careers/${slug}`);
    await expect(laterPage.getByRole('heading', { name: 'Open jobs' })).toBeVisible();
    await expect(laterPage.getByRole('link', { name: title })).toHaveCount(0);
    await expect(laterPage.getByText('There are no open jobs right now.')).toBeVisible();
    await later.close();
    const gone = await visitorContext.request.get(jobPath);
    expect(gone.status()).toBe(410);
    const feed = await (await visitorContext.request.get(`/careers/${slug}/feed.xml`)).text();
    expect(feed).not.toContain(title);
  } finally {
    await visitorContext.close();
  }
});

/** The job screen's Careers page card, scrolled into view, screenshotted at 1280 and 390 px wide. */
async function shootCard(page: Page, name: string) {
  const card = page.getByRole('region', { name: 'Careers page' });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the job screen shows the job’s careers page link: Copy, Open in a new tab to the job’s page, and Closed once the job has ended', async ({ page, context, browser }) => {
  await signInFreshAccount(page, 'careers-link');
  const enterprise = await api<{ pk_Enterprise_ID: number }[]>(page.request, 'GET', '/Enterprise');
  const slug = `careers-link-${unique()}`;
  await api(page.request, 'PUT', '/Enterprise', { pk_Enterprise_ID: enterprise.data[0].pk_Enterprise_ID, Enterprise_Slug: slug });
  const title = `Lock Keeper ${unique()}`;
  const job = await saveJobViaApi(page.request, { Campaign_Name: title, Campaign_Job_Title: title });
  const jobPath = `/campaign/edit?id=${job.campaign.pk_Campaign_ID}`;

  await page.goto(jobPath);
  const card = page.getByRole('region', { name: 'Careers page' });
  await expect(card.getByTestId('careers-page-state')).toHaveText('Listed');
  await expect(card.getByText('Listed on your careers page: anyone can read the job there and apply.')).toBeVisible();
  const link = card.getByRole('textbox', { name: 'Careers page link' });
  await expect(link).toHaveValue(new RegExp(`^${baseURL()}/careers/${slug}/lock-keeper-\\d+$`));
  const url = await link.inputValue();
  await expect(card.getByRole('link', { name: `${baseURL()}/careers/${slug}` })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'job-careers');
  await shootCard(page, 'job-careers-card');

  // Copy puts the address on the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
  await recordToasts(page);
  await card.getByRole('button', { name: 'Copy careers page link' }).click();
  await expectToastShown(page, 'Successfully copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // Open: the careers page of the job, in a new tab, as any visitor sees it.
  const [tab] = await Promise.all([context.waitForEvent('page'), card.getByRole('link', { name: 'Open careers page in a new tab' }).click()]);
  await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(tab.url()).toBe(url);
  await expect(tab.getByRole('link', { name: 'Apply' }).first()).toBeVisible();
  await tab.close();

  // Ended: the card says the job is not listed and why; its page tells visitors it is closed.
  await api(page.request, 'POST', `/Campaign/EndCampaign?campid=${job.campaign.pk_Campaign_ID}`);
  await page.reload();
  await expect(card.getByTestId('careers-page-state')).toHaveText('Closed');
  await expect(card.getByText('Not listed: the job has ended. Its page tells visitors the job is closed. Change the end date to list it again.')).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Careers page link' })).toHaveValue(url);
  await expectAccessible(page);
  await shootCard(page, 'job-careers-card-ended');
  // A new visitor (this browser may keep the open page for the five minutes it may be cached).
  const visitor = await browser.newContext({ baseURL: baseURL() });
  try {
    const closed = await visitor.newPage();
    const answer = await closed.goto(url);
    expect(answer?.status()).toBe(410);
    await expect(closed.getByText(/This job is closed/)).toBeVisible();
  } finally {
    await visitor.close();
  }
});
