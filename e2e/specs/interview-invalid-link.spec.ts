import { expect, test } from '@playwright/test';
import { saveJobViaApi, signInFreshAccount, unique } from '../support/authoring';

/*
 * A link that does not open an interview says so once, with what to do (ask the employer for a
 * new one) and nothing to retry; a failure that may pass (no connection, a server error) says
 * what happened and offers Try again, which loads the interview again.
 */

const INVALID = 'This interview link is not valid';
const ASK = /ask the employer for a new link/i;

test('a wrong or unknown interview link says it is not valid and to ask for a new one, with nothing to retry', async ({ page, browser }) => {
  await signInFreshAccount(page, 'bad-link');
  const job = await saveJobViaApi(page.request, { Campaign_Name: `Deckhand ${unique()}`, Campaign_Job_Title: 'Deckhand' });
  const campaignId = job.campaign.pk_Campaign_ID;
  const enterpriseId = (job.campaign as typeof job.campaign & { fk_Enterprise_ID: number }).fk_Enterprise_ID;

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const candidate = await context.newPage();
    for (const url of [
      `/invite/${campaignId}/${enterpriseId}?link=not-the-secret-of-this-job-000`,
      `/invite/${campaignId}/${enterpriseId}?invitation=not-a-personal-link`,
      '/invite/2147480000/2147480000',
    ]) {
      await candidate.goto(url);
      await expect(candidate.getByRole('heading', { level: 1, name: INVALID })).toBeVisible();
      await expect(candidate.getByText(ASK)).toBeVisible();
      await expect(candidate.getByText(/something went wrong/i)).toHaveCount(0);
      await expect(candidate.getByRole('button')).toHaveCount(0);
      await expect.poll(() => candidate.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  } finally {
    await context.close();
  }
});

test('a lost connection or a server error offers Try again, which loads the interview', async ({ page, browser }) => {
  await signInFreshAccount(page, 'retry-link');
  const job = await saveJobViaApi(page.request, { Campaign_Name: `Deckhand ${unique()}`, Campaign_Job_Title: 'Deckhand' });
  const campaignId = job.campaign.pk_Campaign_ID;
  const enterpriseId = (job.campaign as typeof job.campaign & { fk_Enterprise_ID: number }).fk_Enterprise_ID;

  const context = await browser.newContext();
  try {
    const candidate = await context.newPage();
    // The landing call fails twice, differently, then goes through.
    const landing = `/api/interview/${campaignId}/${enterpriseId}`;
    const faults = ['offline', 'server'];
    await candidate.route(
      (url) => url.pathname === landing,
      (route) => {
        const fault = faults.shift();
        if (fault === 'offline') return route.abort('internetdisconnected');
        if (fault === 'server') {
          return route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ successful: false, status: 503, data: null, message: 'Service Unavailable' }),
          });
        }
        return route.continue();
      },
    );
    await candidate.goto(`/invite/${campaignId}/${enterpriseId}?link=${job.campaign.publicLinkToken}`);

    await expect(candidate.getByRole('heading', { level: 1, name: 'We could not load your interview' })).toBeVisible();
    await expect(candidate.getByRole('alert')).toHaveText('We could not reach the server. Check your connection and try again.');
    await expect(candidate.getByText(INVALID)).toHaveCount(0);
    await candidate.getByRole('button', { name: 'Try again' }).click();

    await expect(candidate.getByRole('alert')).toHaveText('Our server had a problem answering. Please try again in a moment.');
    await candidate.getByRole('button', { name: 'Try again' }).click();

    await expect(candidate.getByRole('heading', { level: 1, name: 'Deckhand' })).toBeVisible();
    await expect(candidate.getByRole('button', { name: 'Start interview' })).toBeVisible();
    expect(faults).toEqual([]);
  } finally {
    await context.close();
  }
});
