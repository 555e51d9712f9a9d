import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { toast } from '../support/app';
import { api, saveJobViaApi, signInFreshAccount, unique } from '../support/authoring';
import { expectAnswerSaved, instrumentRecorders, passIntroSteps, recordAnswer } from '../support/candidate';
import { expectAccessible, shoot } from '../support/page-checks';

/*
 * Issue 33 end to end: a recruiter invites a candidate by text message from the invite screen; the
 * dev SMS outbox (/dev/sms.json: no provider is configured) holds the message with a short link;
 * the candidate opens it on a 390 px phone and finishes; the job's funnel shows them at every
 * stage, by text message. Then the provider's side: a STOP reply (signed with the dev outbox's
 * token) stops text messages to the number, and a status callback with a bad signature is refused
 * and changes nothing.
 */

/** The dev outbox's callbacks are signed with this token (config.ts: no SMS_AUTH_TOKEN outside production). */
const DEV_SMS_TOKEN = 'candid-dev-sms';

interface DevSms {
  toNumber: string;
  body: string;
  providerId: string;
}

/** The newest message the dev outbox holds for `number`, waited for. */
async function waitForSms(request: APIRequestContext, number: string): Promise<DevSms> {
  let found: DevSms | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await request.get('/dev/sms.json')).json()) as DevSms[];
        found = all.find((m) => m.toNumber === number);
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** A form POST as the SMS provider makes it, signed as Twilio signs (HMAC-SHA1 over the URL and the sorted fields). */
function fromProvider(request: APIRequestContext, baseURL: string, path: string, params: Record<string, string>, token = DEV_SMS_TOKEN) {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], `${baseURL}${path}`);
  const signature = createHmac('sha1', token).update(data).digest('base64');
  return request.post(path, { form: params, headers: { 'x-twilio-signature': signature } });
}

test('a candidate invited by text message finishes on a phone; the funnel shows them; STOP and forged callbacks', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  await signInFreshAccount(page, 'sms');
  const job = await saveJobViaApi(page.request, { Campaign_Name: `Barista ${unique()}`, Campaign_Job_Title: 'Barista', Campaign_Retakes: 1 }, ['Tell us about your best coffee.']);
  const jobId = job.campaign.pk_Campaign_ID;
  // A number of this run alone (opt-outs are kept per number, across companies).
  const local = String(Date.now() % 100_000_000).padStart(8, '0');
  const mobile = `+614${local}`;
  const shown = `+61 4${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`;

  // The recruiter invites by text message from the invite screen.
  await page.goto(`/campaign/instant/invite?id=${jobId}`);
  await page.getByRole('button', { name: /Text message/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite by text message' });
  await dialog.getByLabel('First name').fill('Mia');
  await dialog.getByLabel('Last name').fill('Chen');
  await dialog.getByLabel('Email').fill(`mia.${unique()}@example.test`);
  await dialog.getByLabel('Mobile').fill('0412');
  await dialog.getByLabel('Mobile').blur();
  await expect(dialog.getByText('Please enter a valid mobile number with its country code, e.g. +61 412 345 678')).toBeVisible();
  await dialog.getByLabel('Mobile').fill(mobile);
  await expect(dialog.getByText(`Texted at ${shown}`)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'sms-invite-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Send text messages' }).click();
  await expect(toast(page, `Text message sent to ${shown}.`)).toBeVisible();

  // The dev outbox holds it, in the job's language, with a short link.
  const sms = await waitForSms(page.request, mobile);
  expect(sms.body).toContain('Mia, you\'re invited to a video interview for Barista');
  expect(sms.body).toContain('Reply STOP to opt out.');
  const short = /https?:\/\/\S+\/i\/[\w-]+/.exec(sms.body)?.[0];
  expect(short, sms.body).toBeTruthy();
  expect(new URL(short!).pathname.length).toBeLessThan(30);

  // On a 390 px phone the candidate opens the short link and finishes.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, permissions: ['camera', 'microphone'] });
  await instrumentRecorders(context);
  const phone = await context.newPage();
  try {
    await phone.goto(short!);
    await expect(phone).toHaveURL(new RegExp(`/invite/${jobId}/`));
    await expect(phone.getByRole('heading', { level: 1, name: 'Barista' })).toBeVisible();
    await shoot(phone, 'sms-candidate-landing-390');
    // Nothing wider than the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.getByRole('button', { name: 'Start interview' }).click();
    await passIntroSteps(phone);
    await recordAnswer(phone, 2);
    await expectAnswerSaved(phone, 120_000);
    await phone.getByRole('button', { name: 'Finish interview' }).click();
    await expect(phone.getByRole('heading', { name: 'Thank you' })).toBeVisible({ timeout: 60_000 });
  } finally {
    await context.close();
  }

  // The job's funnel shows them at every stage, and their channel.
  await page.goto(`/campaign/edit?id=${jobId}`);
  const funnel = page.getByRole('region', { name: 'Completion funnel' });
  await expect(funnel.getByRole('img', { name: /^Completion funnel: Invited 1; delivered 1, 100% of invited; opened 1, 100% of delivered; consented 1, 100% of opened; started 1, 100% of consented; finished 1, 100% of started\.$/ })).toBeVisible({ timeout: 30_000 });
  const channels = funnel.getByRole('table', { name: 'By channel' });
  await expect(channels.getByRole('row', { name: /Text message/ })).toBeVisible();
  await funnel.scrollIntoViewIfNeeded();
  await shoot(page, 'sms-funnel-job');

  // The candidate's page: came by text message, the message delivered.
  const candidates = await api<{ pk_CampaignLine_ID: number }[]>(page.request, 'GET', `/CampaignLine?campaignId=${jobId}`);
  const lineId = candidates.data[0].pk_CampaignLine_ID;
  const detail = async () =>
    (await api<{ TextMessages: { status: string }[]; SmsOptedOutAt: string | null; CampaignLine_Channel: string }>(page.request, 'GET', `/CampaignLine/${lineId}`)).data;
  expect(await detail()).toMatchObject({ CampaignLine_Channel: 'sms', TextMessages: [{ status: 'delivered' }], SmsOptedOutAt: null });

  // A status callback with a bad signature is refused and changes nothing.
  const forged = await fromProvider(page.request, baseURL!, '/api/sms/status', { MessageSid: sms.providerId, MessageStatus: 'undelivered' }, 'not-the-token');
  expect(forged.status()).toBe(403);
  expect((await detail()).TextMessages).toEqual([expect.objectContaining({ status: 'delivered' })]);

  // STOP: recorded, shown on the candidate's page, and no text message goes to the number again.
  const stop = await fromProvider(page.request, baseURL!, '/api/sms/inbound', { From: mobile, Body: 'STOP' });
  expect(stop.status()).toBe(200);
  expect((await detail()).SmsOptedOutAt).not.toBeNull();
  await page.goto(`/candidates/info?id=${lineId}`);
  await expect(page.getByText(/Replied STOP on .*: no text messages are sent to this number\./)).toBeVisible();
  const again = await api<[number | null, string, string, string][]>(page.request, 'POST', '/Message/SendSms', [
    { fk_Campaign_ID: jobId, CampaignLine_CandidateEmail: `other.${unique()}@example.test`, CampaignLine_CandidatePhone: mobile },
  ]);
  expect(again.data[0].slice(1, 3)).toEqual(['409', `${mobile} replied STOP: no text messages are sent to this number.`]);
});
