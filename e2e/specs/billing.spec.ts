import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { startStripeStandIn } from '../../apps/server/src/dev/stripe-standin/index';
import { enterpriseIdOf, saveJobViaApi, signInFreshAccount, unique } from '../support/authoring';
import { baseURL as sharedBaseURL, dataDir as sharedDataDir } from '../support/env';
import { expectAccessible, shoot } from '../support/page-checks';
import { freePort, ownServerEnv, root, type RunningServer, startServer, waitForHealth } from '../support/server';

/*
 * Packages and billing, as an owner meets them: the free package's job limit stops a new job,
 * the limit dialog's Upgrade opens the packages page, and the package is raised — by the
 * operator's command when no payment provider is set up, or through Stripe Checkout (a local
 * stand-in speaking Stripe's API, pages and signed webhooks) when one is.
 */

const STARTER_JOBS = 5;
const LIMIT_TITLE = "It's time to update";

/** Uses up the free package's jobs through the API. */
async function useUpJobs(page: Page) {
  for (let i = 0; i < STARTER_JOBS; i++) await saveJobViaApi(page.request, { Campaign_Name: `Picker ${i} ${unique()}`, Campaign_Job_Title: 'Picker' });
}

/** Jobs → Create job at the limit: the package-limit dialog, whose Upgrade opens /packages. */
async function followUpgrade(page: Page) {
  await page.goto('/campaign');
  await page.getByRole('button', { name: 'Create job' }).click();
  const limit = page.getByRole('dialog', { name: LIMIT_TITLE });
  await expect(limit).toBeVisible();
  await limit.getByRole('button', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/packages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Select Package' })).toBeVisible();
}

/** The limit has risen: Create job opens the new-job screen instead of the dialog. */
async function expectJobAllowed(page: Page) {
  await page.goto('/campaign');
  await page.getByRole('button', { name: 'Create job' }).click();
  await expect(page).toHaveURL(/\/campaign\/create/);
  await expect(page.getByRole('dialog', { name: LIMIT_TITLE })).toHaveCount(0);
}

/** The current package's name: the page's only level-2 heading with it (the plans on offer are level 3). */
const currentPackage = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

test('offline billing: at the job limit Upgrade leads to the packages page, the operator assigns a package with `npm run billing`, and the limits rise', async ({ page }) => {
  const owner = await signInFreshAccount(page, 'offline');
  const enterpriseId = await enterpriseIdOf(page, owner.email);
  await useUpJobs(page);
  await followUpgrade(page);

  // No payment provider here: the page says whom to ask and what to quote, and offers no button.
  await expect(page.getByText(`quote account number ${enterpriseId}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Subscribe|Upgrade) to/ })).toHaveCount(0);

  // The operator, on the server's machine.
  // The token is the one the server wrote to its data dir (no OPERATOR_TOKEN in this environment).
  const env: NodeJS.ProcessEnv = { ...process.env, PUBLIC_URL: sharedBaseURL(), DATA_DIR: sharedDataDir() };
  delete env.OPERATOR_TOKEN;
  const run = (args: string[]) => promisify(execFile)('npm', ['run', '--silent', 'billing', '--', ...args], { cwd: root, env, timeout: 120_000 });
  const list = await run(['list']);
  expect(list.stdout).toContain(owner.email);
  const until = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const assigned = await run(['assign', '--enterprise', String(enterpriseId), '--package', 'growth', '--until', until, '--amount', '149.00', '--note', 'Paid by bank transfer, INV-0042']);
  expect(assigned.stdout).toContain('Growth');

  await page.reload();
  await expect(currentPackage(page, 'Growth')).toBeVisible();
  // Usage is counted per period, and the new package's period starts now.
  await expect(page.getByRole('progressbar', { name: 'Jobs' })).toHaveAttribute('aria-valuetext', '0 of 20 used');
  const history = page.getByRole('region', { name: 'Payment history' });
  await expect(history.getByText('Paid by bank transfer, INV-0042')).toBeVisible();
  await expect(history.getByText('Operator')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'packages-offline');

  await expectJobAllowed(page);
});

test('Stripe billing: the owner subscribes through Checkout, the signed webhook raises the limits, and the payment shows in the history', async ({ browser }) => {
  test.setTimeout(420_000);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'candid-e2e-stripe-'));
  const stripe = await startStripeStandIn();
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  stripe.setWebhookUrl(`${baseURL}/api/Stripe/Webhook`);
  const server: RunningServer = startServer(
    ownServerEnv(tmp, port, { STRIPE_SECRET_KEY: stripe.apiKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.url }),
    path.join(tmp, 'server.log'),
  );
  const context = await browser.newContext({ baseURL });
  try {
    await waitForHealth(baseURL, server);
    const page = await context.newPage();
    const owner = await signInFreshAccount(page, 'stripe');
    await useUpJobs(page);
    await followUpgrade(page);

    // The secret key never reaches the browser: not in the page, not in any script it loaded.
    expect(await page.content()).not.toContain(stripe.apiKey);

    await page.getByRole('button', { name: 'Subscribe to Growth' }).click();
    // Stripe's (stand-in's) Checkout page, on its own origin.
    await expect(page).toHaveURL(new RegExp(`^${stripe.url}/checkout/`));
    await expect(page.getByText(owner.email)).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveValue(/4242/);
    await page.getByRole('button', { name: 'Pay and subscribe' }).click();

    // Back on /packages: the page waits for the webhook, then says the payment arrived.
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/packages`));
    await expect(page.getByRole('status').filter({ hasText: 'Payment received. Your package is active.' })).toBeVisible({ timeout: 90_000 });
    await expect(currentPackage(page, 'Growth')).toBeVisible();
    await expect(page.getByText('Paid by card')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Jobs' })).toHaveAttribute('aria-valuetext', '0 of 20 used');

    // Each webhook was signed and accepted once.
    const answered = stripe.events.map((e) => `${e.event.type} ${e.status}`);
    expect(answered).toEqual(expect.arrayContaining(['checkout.session.completed 200', 'invoice.paid 200']));

    // The history shows the invoice, with Stripe's invoice page.
    const history = page.getByRole('region', { name: 'Payment history' });
    await expect(history.getByText('A$149').first()).toBeVisible();
    const invoice = history.getByRole('link', { name: /View invoice/ }).first();
    await expect(invoice).toHaveAttribute('href', new RegExp(`^${stripe.url}/invoices/in_`));
    await expect(invoice).toHaveAttribute('target', '_blank');
    await expectAccessible(page);
    await shoot(page, 'packages-stripe');

    // The payment-received email reached the owner (this server has no SMTP: the dev mailbox keeps it).
    await expect
      .poll(async () => {
        const box = await page.request.get('/dev/mailbox.json');
        const messages = (await box.json()) as Array<{ toAddress: string; subject: string }>;
        return messages.filter((m) => m.toAddress === owner.email).map((m) => m.subject);
      })
      .toContainEqual(expect.stringMatching(/^Payment received/));

    // The billing method shows the card Checkout took.
    await page.goto('/billing-method');
    await expect(page.getByText('Visa ending in 4242')).toBeVisible();

    await expectJobAllowed(page);
  } finally {
    await context.close();
    await server.stop();
    await stripe.close();
    await rm(tmp, { recursive: true, force: true });
  }
});
