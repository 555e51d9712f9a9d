import { expect, test } from '@playwright/test';
import type { ApplicationForm } from '@candid/shared';
import { toast } from '../support/app';
import { api, saveJobViaApi, signInFreshAccount } from '../support/authoring';
import { expectAccessible, shoot } from '../support/page-checks';

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
