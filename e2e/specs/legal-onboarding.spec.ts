import { expect, test } from '@playwright/test';
import { loginAndLand, newAccount, registerViaApi, toast } from '../support/app';
import { api, enterpriseIdOf, publicJobPath, saveJobViaApi, signInFreshAccount, unique } from '../support/authoring';
import { baseURL } from '../support/env';
import { expectAccessible, pngImage, shoot } from '../support/page-checks';
import { XSS_VECTORS, expectNoXss, watchForXss } from '../support/xss';

/*
 * Issue 12, the organisation layer as people outside the team meet it: a candidate reads the
 * company's privacy policy from the consent step without an account (and sees the owner's edit),
 * the platform's own texts are public, a new account's onboarding offers a logo and the team
 * (both skippable), the plan page shows its meters, and the share page carries the company's
 * brand. Each page is checked with axe and photographed at 1280 and 390 px.
 */

/** A small PNG logo (a two-colour square), so the test needs no image file. */
const logoPng = (size = 96) =>
  pngImage(size, (x, y) => {
    const inner = x > size / 4 && x < (size * 3) / 4 && y > size / 4 && y < (size * 3) / 4;
    return inner ? [255, 193, 7] : [0, 77, 64];
  });

test('a signed-out candidate opens the company privacy policy from the consent step, and sees the owner edit', async ({ page, browser }) => {
  const account = await signInFreshAccount(page, 'legal');
  const job = await saveJobViaApi(page.request, { Campaign_Name: `Barista ${unique()}`, Campaign_Job_Title: 'Barista' });
  const enterpriseId = job.campaign.fk_Enterprise_ID;

  const candidateContext = await browser.newContext();
  try {
    const candidate = await candidateContext.newPage();
    await candidate.goto(publicJobPath(job));
    await candidate.getByLabel('First name').fill('Grace');
    await candidate.getByLabel('Last name').fill('Hopper');
    await candidate.getByLabel('Email').fill(`grace.${unique()}@example.test`);
    await candidate.getByRole('button', { name: 'Start interview' }).click();
    await expect(candidate.getByRole('heading', { name: 'Before you start' })).toBeVisible();

    // The link opens the company's own policy in a new tab, without an account.
    const link = candidate.getByRole('link', { name: 'Read the privacy policy (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    const [policy] = await Promise.all([candidateContext.waitForEvent('page'), link.click()]);
    await policy.waitForLoadState();
    await expect(policy.getByRole('heading', { level: 1, name: account.company })).toBeVisible();
    expect(new URL(policy.url()).pathname).toBe(`/privacy-policy/${enterpriseId}`);
    await expect(policy.getByText('Default policy')).toBeVisible();
    await expect(policy.getByText(`${account.company} uses Candid to run video interviews.`, { exact: false })).toBeVisible();
    await expect(policy).toHaveTitle(`Privacy Policy · ${account.company} · Candid`);
    await expectAccessible(policy);
    await shoot(policy, 'privacy-policy-company');

    // The owner writes the company's own policy.
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText(account.company).first()).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'privacy-policy-signed-in');
    await page.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('textbox', { name: 'Privacy Policy' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    const text = `Recordings are deleted 90 days after the job closes (${unique()}).`;
    await page.keyboard.type(text);
    await expectAccessible(page);
    await shoot(page, 'privacy-policy-editing');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Saved')).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByText(/^Last updated /)).toBeVisible();

    // The candidate's tab shows the new text.
    await policy.reload();
    await expect(policy.getByText(text)).toBeVisible();
    await expect(policy.getByText(/^Last updated /)).toBeVisible();
    expect(new URL(policy.url()).pathname).toBe(`/privacy-policy/${enterpriseId}`);

    // An unknown company is a friendly not-found, not the sign-in page.
    await policy.goto('/privacy-policy/999999999');
    await expect(policy.getByRole('heading', { level: 1, name: 'This privacy policy could not be found' })).toBeVisible();
  } finally {
    await candidateContext.close();
  }
});

test("a company's stored privacy policy runs nothing on the candidates' public page", async ({ page, browser }) => {
  const account = await signInFreshAccount(page, 'legalxss');
  const enterpriseId = await enterpriseIdOf(page, account.email);
  const html = `<h2>Our policy</h2>${XSS_VECTORS.map((v, i) => `<p>Vector ${i + 1}</p>${v}`).join('')}`;
  await api(page.request, 'PUT', '/Snippet/Privacy_Policy', { Snippet_Html: html });

  const context = await browser.newContext();
  try {
    const candidate = await context.newPage();
    const watch = await watchForXss(candidate, baseURL());
    await candidate.goto(`/privacy-policy/${enterpriseId}`);
    await expect(candidate.getByRole('heading', { level: 1, name: account.company })).toBeVisible();
    await expect(candidate.getByText('Vector 1', { exact: true })).toBeVisible();
    await expectNoXss(candidate, watch, 'public privacy policy');
  } finally {
    await context.close();
  }
});

test('signed out, the platform privacy policy and terms are public pages', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    for (const [path, title] of [
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-condition', 'Terms of Service'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('main').getByText('Candid', { exact: true }).first()).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page).toHaveTitle(`${title} · Candid`);
      await expectAccessible(page);
      await shoot(page, `${path.slice(1)}-signed-out`);
    }
  } finally {
    await context.close();
  }
});

test("a new account's onboarding offers a logo, the team and the packages, and ends on the free one", async ({ page }) => {
  const account = await registerViaApi(page.request, newAccount('onboard'));
  await loginAndLand(page, account.email, account.password);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByLabel('Company name')).toHaveValue(account.company);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Add your logo' })).toBeVisible();
  await expect(page.getByText('Step 2 of 4 · Optional')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'onboarding-logo');
  await page.getByRole('button', { name: 'Skip' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Invite your team' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'onboarding-team');
  // Still onboarding until the last step: the guard keeps the user here.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Invite your team' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Choose your package' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Packages' }).getByRole('button', { name: 'Choose Growth' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'onboarding-package');
  await page.getByRole('button', { name: 'Continue with Starter' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome, Erin.')).toBeVisible();
});

test('/packages shows the package with its meters and the packages on offer, and /billing-method explains offline billing', async ({ page }) => {
  await signInFreshAccount(page, 'plan');
  await saveJobViaApi(page.request, { Campaign_Name: `Courier ${unique()}`, Campaign_Job_Title: 'Courier' });

  await page.goto('/packages');
  await expect(page.getByRole('heading', { level: 1, name: 'Select Package' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Starter' })).toBeVisible();
  const jobs = page.getByRole('progressbar', { name: 'Jobs' });
  await expect(jobs).toHaveAttribute('aria-valuetext', /^1 of \d+ used$/);
  await expect(page.getByRole('progressbar', { name: 'Candidate invites' })).toHaveAttribute('aria-valuetext', /^0 of \d+ used$/);
  await expect(page.getByText(/^1 of \d+ used/).first()).toBeVisible();
  await expect(page.getByRole('article', { name: 'Starter' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('article', { name: 'Growth' })).toBeVisible();
  await expect(page.getByText(/quote account number \d+/i)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment history' }).getByText('No payments yet.')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'packages');

  await page.goto('/billing-method');
  await expect(page.getByText(/quote account number \d+/i)).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'billing-method');
  await page.getByRole('link', { name: 'See your package and usage' }).click();
  await expect(page).toHaveURL(/\/packages$/);
});

test("the logo added in onboarding brands the share page's header and the QR poster", async ({ page, browser }) => {
  const account = await registerViaApi(page.request, newAccount('brand'));
  await loginAndLand(page, account.email, account.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add your logo' })).toBeVisible();
  await page.getByTestId('logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
  await expect(page.getByText('Logo saved. Candidates will see it instead of your initials.')).toBeVisible();
  await expect(page.getByTestId('logo-preview')).toHaveAttribute('src', /^\/api\/Image\/\d+\/.+\.png$/);
  await shoot(page, 'onboarding-logo-uploaded');
  // A file that is not an image: the server's refusal.
  await page.getByTestId('logo-file').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await expect(page.getByText('Please upload a JPG, PNG, WebP, GIF or AVIF image.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Invite your team' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue with Starter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const job = await saveJobViaApi(page.request, { Campaign_Name: `Florist ${unique()}`, Campaign_Job_Title: 'Florist' });
  const sent = await api<[number, string, string, string][]>(page.request, 'POST', '/Message/SendEmail', [
    { fk_Campaign_ID: job.campaign.pk_Campaign_ID, CampaignLine_CandidateEmail: `cand.${unique()}@example.test` },
  ]);
  const share = await api<{ url: string }>(page.request, 'POST', '/ReviewShare', {
    campaignLineIds: [sent.data[0][0]],
    anonymised: true,
    expiresInDays: 7,
  });

  // The poster the employer prints.
  await page.goto(`/campaign/instant/invite?id=${job.campaign.pk_Campaign_ID}&view=poster`);
  const poster = page.getByRole('dialog', { name: "We're hiring" });
  await expect(poster.getByTestId('poster-brand').getByText(account.company)).toBeVisible();
  await expect(poster.getByTestId('poster-brand').locator('img')).toHaveAttribute('src', /^\/api\/Image\//);
  await shoot(page, 'qr-poster');

  const guest = await browser.newContext();
  try {
    const client = await guest.newPage();
    await client.goto(new URL(share.data.url).pathname);
    await expect(client.getByRole('heading', { level: 1, name: 'Florist' })).toBeVisible();
    const header = client.getByRole('banner');
    await expect(header.getByText(account.company)).toBeVisible();
    const logo = header.locator('img');
    await expect(logo).toHaveAttribute('src', /^\/api\/Image\//);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectAccessible(client);
    await shoot(client, 'share-header');
  } finally {
    await guest.close();
  }
});
