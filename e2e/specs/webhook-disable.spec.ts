import { expect, test } from '@playwright/test';
import { MSG } from '@candid/shared';
import { api, saveJobViaApi, signInFreshAccount, unique } from '../support/authoring';
import { waitForMail } from '../support/mail';
import { docsVerifier, startWebhookReceiver } from '../support/webhooks';

/*
 * Issue 17: an endpoint that keeps failing gets its retries, then is disabled and the owner
 * emailed (docs/api-keys-and-webhooks.md "Retries and disabling"). The e2e server retries after
 * 0.3 s, doubling, and disables an endpoint failing for 12 s (72 hours by default), so the
 * seventh attempt, about 19 s after the first, disables it. Once the receiver is fixed, the owner
 * enables the endpoint on /company and resends the missed event from the delivery log.
 */

test('an endpoint that keeps failing is retried, then disabled with the owner emailed; enabled again, a resend reaches it', async ({ page }) => {
  const receiver = await startWebhookReceiver({ failFirst: Infinity });
  try {
    const owner = await signInFreshAccount(page, 'webhook-disable');
    const created = await api<{ Webhook_ID: number; Secret: string }>(page.request, 'POST', '/Webhook', { Url: receiver.url, Events: ['job.created'] });
    const since = Date.now();
    const job = await saveJobViaApi(page.request, { Campaign_Name: `Unreachable Job ${unique()}` });

    const notice = await waitForMail({ to: owner.email, subjectIncludes: MSG.webhookDisabledSubject, since, timeoutMs: 120_000 });
    expect(notice.text).toContain(receiver.url);
    expect(notice.text).toMatch(/has failed for \d+ seconds/);

    // Every attempt was the same signed event, answered 500, with growing gaps between them.
    const attempts = receiver.received.length;
    expect(attempts).toBeGreaterThanOrEqual(5);
    expect(receiver.received.every((r) => r.status === 500)).toBe(true);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const verify = await docsVerifier();
    expect(receiver.received.every((r) => verify(created.data.Secret, r.headers, r.body))).toBe(true);
    expect(JSON.parse(receiver.received[0].body)).toMatchObject({ type: 'job.created', data: { jobId: job.campaign.pk_Campaign_ID } });

    // Disabled, as /company/webhooks shows (that nothing new is sent to it is webhooks.test.ts's).
    await page.goto('/company/webhooks');
    const endpoint = page.getByRole('region', { name: 'Webhooks' }).getByRole('listitem', { name: receiver.url });
    await expect(endpoint).toContainText('Disabled after failing continuously');
    const toggle = endpoint.getByRole('switch', { name: 'Disabled' });
    await expect(toggle).not.toBeChecked();
    const log = await api<{ Attempt: number; StatusCode: number }[]>(page.request, 'GET', `/Webhook/${created.data.Webhook_ID}/Deliveries`);
    expect(log.data.map((a) => a.StatusCode)).toEqual(receiver.received.map(() => 500));

    // Fixed and enabled again: the missed event is resent from the log and arrives.
    receiver.heal();
    await toggle.click();
    await expect(endpoint.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    await expect(endpoint).not.toContainText('Disabled after failing continuously');
    await endpoint.getByRole('button', { name: 'Delivery log' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delivery log' });
    await dialog.getByRole('row').nth(1).getByRole('button', { name: 'Resend' }).click();
    await expect.poll(() => receiver.received.at(-1)?.status, { timeout: 60_000 }).toBe(200);
    expect(receiver.received.at(-1)?.headers['webhook-id']).toBe(receiver.received[0].headers['webhook-id']);
    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await expect(dialog.getByRole('row').nth(1)).toContainText('200');
  } finally {
    await receiver.close();
  }
});
