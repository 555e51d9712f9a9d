import { expect, test } from '@playwright/test';
import type { ApplicationForm } from '@candid/shared';
import { toast } from '../support/app';
import { api, saveJobViaApi, signInFreshAccount, unique } from '../support/authoring';
import { tinyPdf } from '../support/candidate';
import { expectAccessible, screenshot, shoot } from '../support/page-checks';

/*
 * Application forms (issue 29, /custom-form): a recruiter builds a form by keyboard, sees it as a
 * candidate would on a phone, saves it, and new jobs start with it.
 */

type JobForm = { formId: number | null; form: ApplicationForm | null };

test('a recruiter builds an application form by keyboard, previews it at phone width, and new jobs use it', async ({ page }) => {
  test.setTimeout(120_000);
  await signInFreshAccount(page, 'custom-form');
  await page.goto('/custom-form');
  await expect(page.getByRole('heading', { name: 'No application forms yet' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'New form' }).click();

  await page.getByRole('textbox', { name: 'Form name' }).fill('Shop floor application');
  await page.getByRole('textbox', { name: 'Label' }).fill('Full name');
  await page.getByRole('checkbox', { name: 'Required' }).check();
  // Add a single-choice field with the keyboard alone.
  await page.getByRole('button', { name: 'Add field' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Single choice' }).focus();
  await page.keyboard.press('Enter');
  const fields = page.getByRole('list', { name: 'Fields' });
  await fields.getByRole('textbox', { name: 'Label' }).nth(1).fill('Preferred shift');
  await fields.getByRole('textbox', { name: 'Option 1' }).fill('Mornings');
  await fields.getByRole('textbox', { name: 'Option 2' }).fill('Evenings');
  await page.getByRole('button', { name: 'Move Preferred shift up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Preferred shift moved to position 1 of 2.')).toBeAttached();

  const preview = page.getByRole('region', { name: 'Preview on a phone' });
  await expect(preview.getByRole('heading', { name: 'Shop floor application' })).toBeVisible();
  await expect(preview.getByRole('group', { name: 'Preferred shift' }).getByRole('radio')).toHaveCount(2);
  await expect(preview.getByLabel('Full name *')).toBeVisible();
  expect((await preview.boundingBox())!.width).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await shoot(page, 'custom-form-builder');

  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(toast(page, 'Form created')).toBeVisible();
  const row = page.getByRole('list', { name: 'Application forms' }).getByRole('listitem').filter({ hasText: 'Shop floor application' });
  await expect(row.getByText('Default for new jobs')).toBeVisible();
  await expect(row.getByText('2 fields · no jobs use it')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'custom-form-list');

  // A new job starts with the default form.
  const job = await saveJobViaApi(page.request, { Campaign_Name: 'Shop floor', Campaign_Job_Title: 'Shop floor' });
  const chosen = await api<JobForm>(page.request, 'GET', `/Campaign/${job.campaign.pk_Campaign_ID}/Form`);
  expect(chosen.data.form?.Form_Name).toBe('Shop floor application');
  expect(chosen.data.form?.Form_Fields.map((f) => f.label)).toEqual(['Preferred shift', 'Full name']);
  await page.reload();
  await expect(row.getByText('2 fields · used by 1 job')).toBeVisible();
});

test('a candidate on a phone fills in the application form by keyboard after consent, and it survives a reload', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  await signInFreshAccount(page, 'custom-form-candidate');
  await api(page.request, 'POST', '/Form', {
    Form_Name: 'Warehouse application',
    Form_Description: 'A few details before the questions.',
    Form_Fields: [
      { id: 'name', kind: 'short_text', label: 'Full name', required: true, identifying: true },
      { id: 'mail', kind: 'email', label: 'Email for replies', required: true },
      { id: 'city', kind: 'place', label: 'Where do you live?', required: true },
      { id: 'shift', kind: 'single_choice', label: 'Preferred shift', options: [{ id: 'am', label: 'Mornings' }, { id: 'pm', label: 'Evenings' }] },
      { id: 'proof', kind: 'file', label: 'Proof of right to work' },
      { id: 'ok', kind: 'consent', label: 'Keep my details for other roles', required: true },
    ],
  });
  const job = await saveJobViaApi(page.request, { Campaign_Name: `Picker ${unique()}`, Campaign_Job_Title: 'Picker' });

  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const candidate = await context.newPage();
    await candidate.goto(`/invite/${job.campaign.pk_Campaign_ID}/${job.campaign.fk_Enterprise_ID}?link=${job.campaign.publicLinkToken}`);
    await candidate.getByLabel('First name').fill('Grace');
    await candidate.getByLabel('Last name').fill('Hopper');
    await candidate.getByLabel('Email').fill(`grace.${unique()}@example.test`);
    await candidate.getByRole('button', { name: 'Start interview' }).click();
    await candidate.getByLabel(/I agree to the recording/).check();
    await candidate.getByRole('button', { name: 'Agree and continue' }).click();

    await expect(candidate.getByRole('heading', { level: 1, name: 'Warehouse application' })).toBeVisible();
    await expectAccessible(candidate);
    // By keyboard: type, Tab on, pick with arrows and Space.
    await candidate.getByRole('textbox', { name: 'Full name' }).focus();
    await candidate.keyboard.type('Grace Hopper');
    await candidate.keyboard.press('Tab');
    await candidate.keyboard.type('grace@example.test');
    await candidate.keyboard.press('Tab');
    await candidate.getByRole('searchbox', { name: /Town or city/ }).focus();
    await candidate.keyboard.type('Melbourne');
    const melbourne = candidate.getByRole('list', { name: 'Places that match' }).getByRole('button', { name: /^Melbourne, / }).first();
    await melbourne.focus();
    await candidate.keyboard.press('Enter');
    await expect(candidate.getByText(/^Chosen: Melbourne, /)).toBeVisible();
    await candidate.getByRole('radio', { name: 'Evenings' }).focus();
    await candidate.keyboard.press('Space');
    await candidate.locator('input[type=file]').setInputFiles({ name: 'visa.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await expect(candidate.getByText('Uploaded: visa.pdf')).toBeVisible();
    await candidate.getByRole('checkbox', { name: 'Keep my details for other roles' }).focus();
    await candidate.keyboard.press('Space');
    await expect(candidate.getByText('Saved').first()).toBeVisible();
    expect(await candidate.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(candidate, 'custom-form-candidate-390', { fullPage: true });

    // What is saved survives a reload.
    await expect(candidate.getByRole('status').filter({ hasText: /Saving/ })).toHaveCount(0);
    await candidate.reload();
    await expect(candidate.getByRole('textbox', { name: 'Full name' })).toHaveValue('Grace Hopper');
    await expect(candidate.getByRole('textbox', { name: 'Email for replies' })).toHaveValue('grace@example.test');
    await expect(candidate.getByRole('radio', { name: 'Evenings' })).toBeChecked();
    await expect(candidate.getByText(/^Chosen: Melbourne, /)).toBeVisible();
    await expect(candidate.getByRole('checkbox', { name: 'Keep my details for other roles' })).toBeChecked();

    const go = candidate.getByRole('button', { name: 'Continue' });
    await go.focus();
    await candidate.keyboard.press('Enter');
    await expect(candidate.getByRole('heading', { name: 'Your resume' })).toBeVisible();
  } finally {
    await context.close();
  }
});
