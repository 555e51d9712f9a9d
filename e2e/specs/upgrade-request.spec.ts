import { expect, test } from '@playwright/test';
import { enterpriseIdOf, saveJobViaApi, signInFreshAccount, unique } from '../support/authoring';
import { OPERATOR_CONTACT_EMAIL } from '../support/env';
import { waitForMail } from '../support/mail';

/*
 * Issue 28: without Stripe, the limit dialog names the limit, the create-job screen says what is
 * left, and /packages' "Request upgrade" emails the operator (and the owner a copy).
 */

const LIMIT_TITLE = "It's time to update";

test('the limit dialog names the limit, and Request upgrade reaches the operator and the owner by email', async ({ page }) => {
  const owner = await signInFreshAccount(page, 'upgrade');
  const enterpriseId = await enterpriseIdOf(page, owner.email);
  await saveJobViaApi(page.request, { Campaign_Name: `Picker ${unique()}`, Campaign_Job_Title: 'Picker' });
  await saveJobViaApi(page.request, { Campaign_Name: `Picker ${unique()}`, Campaign_Job_Title: 'Picker' });

  // Before the form is filled: what is left.
  await page.goto('/campaign/create');
  await expect(page.getByText('3 of 5 jobs left on Starter.')).toBeVisible();

  for (let i = 0; i < 3; i++) await saveJobViaApi(page.request, { Campaign_Name: `Picker ${unique()}`, Campaign_Job_Title: 'Picker' });
  await page.goto('/campaign');
  await page.getByRole('button', { name: 'Create job' }).click();
  const limit = page.getByRole('dialog', { name: LIMIT_TITLE });
  await expect(limit.getByText('Jobs: 5 of 5 on Starter')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/upgrade-limit-dialog.png' });
  await limit.getByRole('button', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/packages$/);

  await expect(page.getByRole('link', { name: OPERATOR_CONTACT_EMAIL })).toBeVisible();
  await expect(page.getByText(`quote account number ${enterpriseId}.`)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/upgrade-packages.png', fullPage: true });
  const since = Date.now();
  await page.getByRole('button', { name: 'Request upgrade to Growth' }).click();
  await expect(page.getByText(`Your request for Growth was sent to ${OPERATOR_CONTACT_EMAIL}`)).toBeVisible();

  const toOperator = await waitForMail({ to: OPERATOR_CONTACT_EMAIL, since, subjectIncludes: `account ${enterpriseId}` });
  expect(toOperator.text).toContain(`Account number: ${enterpriseId}`);
  expect(toOperator.text).toContain('Current package: Starter');
  expect(toOperator.text).toContain('Package wanted: Growth');
  const copy = await waitForMail({ to: owner.email, since, subjectIncludes: 'Growth' });
  expect(copy.subject).toBe('Your request for Candid Growth was sent');
});
