import { expect, test } from '@playwright/test';
import { toast } from '../support/app';
import { saveJobViaApi, signInFreshAccount, unique } from '../support/authoring';
import { waitForMail } from '../support/mail';
import { decodeQr } from '../support/qr';

/*
 * Issue 4: the other ways to invite candidates — Copy Link, the printable QR poster (its code
 * must decode to the job link, and it must print on one A4 page) and a CSV upload with bad rows.
 */

async function openInvitePage(page: import('@playwright/test').Page, tag: string) {
  await signInFreshAccount(page, tag);
  const job = await saveJobViaApi(page.request, { Campaign_Name: `Forklift Driver ${unique()}`, Campaign_Job_Title: 'Forklift Driver' });
  const campaign = job.campaign as typeof job.campaign & { fk_Enterprise_ID: number };
  await page.goto(`/campaign/instant/invite?id=${campaign.pk_Campaign_ID}`);
  await expect(page.getByText('Select a method for inviting candidates to interview for this job')).toBeVisible();
  const origin = new URL(page.url()).origin;
  // The job's public link carries its secret; without it the page opens nothing.
  return { campaign, link: `${origin}/invite/${campaign.pk_Campaign_ID}/${campaign.fk_Enterprise_ID}?link=${campaign.publicLinkToken}` };
}

test('Copy Link copies the job link, and the QR poster encodes it and prints on one A4 page', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { link } = await openInvitePage(page, 'poster');

  await page.getByRole('button', { name: /^Copy Link/ }).click();
  await expect(toast(page, 'Successfully copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  await page.getByRole('button', { name: /^QR poster/ }).click();
  const poster = page.getByRole('dialog');
  await expect(poster.getByText("We're hiring")).toBeVisible();
  await expect(poster.getByText('apply via QRCode')).toBeVisible();
  for (const name of ['Print', 'Cancel', 'Back']) await expect(poster.getByRole('button', { name })).toBeVisible();

  // The code on the screen decodes to the job link (once the dialog has finished opening: a
  // screenshot taken during its fade-in holds a code too faint to read).
  const qr = page.getByTestId('poster-qr');
  await expect.poll(async () => decodeQr(await qr.screenshot()), { timeout: 10_000 }).toBe(link);

  // Printed: only the poster, on exactly one A4 page.
  await page.emulateMedia({ media: 'print' });
  await expect(poster.getByRole('button', { name: 'Print' })).toBeHidden();
  expect(decodeQr(await qr.screenshot())).toBe(link);
  const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g), 'pages in the printed PDF').toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });

  await poster.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a CSV upload previews invalid and duplicate rows and invites only the valid ones', async ({ page }) => {
  await openInvitePage(page, 'csv');
  const stamp = unique();
  const ada = `ada.${stamp}@example.test`;
  const grace = `grace.${stamp}@example.test`;
  const csv = [
    'name,email',
    `Ada Lovelace,${ada}`,
    `"Hopper, Grace",${grace}`,
    'Bob,bob@example',
    'Cy,',
    `Ada Again,${ada.toUpperCase()}`,
  ].join('\r\n');

  await page.getByRole('button', { name: /^Upload a CSV/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a CSV' });
  await dialog.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'candidates.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByText('2 valid')).toBeVisible();
  await expect(dialog.getByText('2 invalid')).toBeVisible();
  await expect(dialog.getByText('1 duplicates')).toBeVisible();
  await expect(dialog.getByText('Please Enter a valid email')).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Hopper, Grace' })).toBeVisible();

  const since = Date.now();
  await dialog.getByRole('button', { name: 'Send 2 invites' }).click();
  await expect(dialog.getByText('2 sent, 0 already invited, 0 failed')).toBeVisible();
  for (const to of [ada, grace]) {
    const mail = await waitForMail({ to, since });
    expect(mail.text).toMatch(/\/invite\/\d+\/\d+\?invitation=/);
  }
});
