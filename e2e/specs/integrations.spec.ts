import { expect, test } from '@playwright/test';
import { MSG } from '@candid/shared';
import { api, saveJobViaApi, signInFreshAccount, unique } from '../support/authoring';
import { baseURL } from '../support/env';
import { expectAccessible } from '../support/page-checks';
import { completedInterview } from '../support/review';
import { docsVerifier, startWebhookReceiver } from '../support/webhooks';

/*
 * Issue 17 end to end (docs/api-keys-and-webhooks.md): an API key created on /company lists the
 * enterprise's jobs through the API and is refused once revoked there; a webhook endpoint added on
 * /company receives a signed job.created that the documented recipe verifies; a candidate finishing
 * an interview reaches an endpoint that fails twice, through the retries.
 */

test('an API key created on /company lists the jobs, and is refused after revoking it', async ({ page, playwright }) => {
  await signInFreshAccount(page, 'api-key');
  const jobName = `Keyed Job ${unique()}`;
  await saveJobViaApi(page.request, { Campaign_Name: jobName });

  await page.goto('/company/api-keys');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByText('No API keys yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByLabel('Name').fill('ATS sync');
  await dialog.getByRole('button', { name: 'Create' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByText(MSG.apiKeyShownOnce)).toBeVisible();
  await expectAccessible(page);
  const secret = (await shown.getByTestId('secret-once').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^cnd_live_[\w-]{43}$/);
  await shown.getByRole('button', { name: 'Done' }).click();
  const row = section.getByRole('row').filter({ hasText: 'ATS sync' });
  await expect(row).toContainText('Active');
  await expect(row).toContainText(secret.slice(0, 17));
  await expect(section).not.toContainText(secret);

  // Another system: no cookies, only the key.
  const system = await playwright.request.newContext({ baseURL: baseURL() });
  try {
    const jobs = await system.get('/api/Campaign', { headers: { authorization: `Bearer ${secret}` } });
    expect(jobs.status(), await jobs.text()).toBe(200);
    expect(((await jobs.json()) as { data: { Campaign_Name: string }[] }).data.map((j) => j.Campaign_Name)).toContain(jobName);

    await row.getByRole('button', { name: 'Revoke ATS sync' }).click();
    await page.getByRole('dialog', { name: 'Revoke ATS sync?' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(row).toContainText('Revoked');
    const refused = await system.get('/api/Campaign', { headers: { authorization: `Bearer ${secret}` } });
    expect(refused.status()).toBe(401);
  } finally {
    await system.dispose();
  }
});

test('a webhook endpoint added on /company receives a signed job.created that the documented recipe verifies', async ({ page }) => {
  const receiver = await startWebhookReceiver();
  try {
    await signInFreshAccount(page, 'webhook');
    await page.goto('/company/webhooks');
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await dialog.getByLabel('URL').fill(receiver.url);
    await dialog.getByRole('checkbox', { name: 'interview.completed' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'job.created' }).check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const shown = page.getByRole('dialog', { name: 'Signing secret' });
    const secret = (await shown.getByTestId('secret-once').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Done' }).click();
    const endpoint = section.getByRole('listitem', { name: receiver.url });
    await expect(endpoint).toContainText('job.created');
    await expect(endpoint.getByLabel('Enabled')).toBeChecked();

    const job = await saveJobViaApi(page.request, { Campaign_Name: `Hooked Job ${unique()}` });
    await expect.poll(() => receiver.received.length, { timeout: 60_000 }).toBe(1);
    const [delivery] = receiver.received;
    const verify = await docsVerifier();
    expect(verify(secret, delivery.headers, delivery.body)).toBe(true);
    expect(verify(secret, delivery.headers, delivery.body.replace('job.created', 'job.ended'))).toBe(false);
    expect(JSON.parse(delivery.body)).toMatchObject({ type: 'job.created', data: { jobId: job.campaign.pk_Campaign_ID } });

    await endpoint.getByRole('button', { name: 'Delivery log' }).click();
    const log = page.getByRole('dialog', { name: 'Delivery log' });
    await expect(log.getByRole('row').nth(1)).toContainText('job.created');
    await expect(log.getByRole('row').nth(1)).toContainText('200');
    await expectAccessible(page);
  } finally {
    await receiver.close();
  }
});

test('a candidate finishing an interview reaches a failing webhook endpoint through the retries, signed', async ({ page, browser }) => {
  const receiver = await startWebhookReceiver({ failFirst: 2 });
  try {
    await signInFreshAccount(page, 'webhook-interview');
    const endpoint = await api<{ Webhook_ID: number; Secret: string }>(page.request, 'POST', '/Webhook', {
      Url: receiver.url,
      Events: ['interview.completed'],
    });
    const { Secret: secret } = endpoint.data;
    const done = await completedInterview(page, browser, {
      jobName: 'Hooked interview',
      questions: ['Say hello to the team.'],
      firstName: 'Ada',
      lastName: 'Hook',
    });

    // Two answers of 500, then the third attempt is taken: one event, one id, signed every time.
    await expect.poll(() => receiver.received.map((r) => r.status), { timeout: 60_000 }).toEqual([500, 500, 200]);
    const verify = await docsVerifier();
    for (const delivery of receiver.received) expect(verify(secret, delivery.headers, delivery.body)).toBe(true);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(JSON.parse(receiver.received[2].body)).toMatchObject({
      type: 'interview.completed',
      data: { jobId: done.job.campaign.pk_Campaign_ID, candidateId: done.campaignLineId },
    });

    // The delivery log on /company/webhooks shows the attempts.
    await page.goto('/company/webhooks');
    const row = page.getByRole('region', { name: 'Webhooks' }).getByRole('listitem', { name: receiver.url });
    await row.getByRole('button', { name: 'Delivery log' }).click();
    const log = page.getByRole('dialog', { name: 'Delivery log' });
    await expect(log).toContainText('interview.completed');
    await expect(log).toContainText('500');
    await expect(log).toContainText('200');
  } finally {
    await receiver.close();
  }
});
