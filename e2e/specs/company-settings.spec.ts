import { expect, test, type Page } from '@playwright/test';
import { signInFreshAccount } from '../support/authoring';
import { expectAccessible, screenshot, shoot } from '../support/page-checks';

/*
 * /company's settings navigation: one section at a time, each at its own address, reached by its
 * link (mouse or keyboard), by its address, from an old anchor link, and by Back; on a desktop
 * a list beside the section, on a 390 px phone a row that scrolls sideways under the app bar.
 */

const SECTIONS = ['Profile', 'Transcripts', 'Data retention', 'Data requests', 'Job boards', 'API keys', 'Webhooks'];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Company settings' });

/** The nav's link marked as the current page holds `label`, and only it. */
async function expectCurrent(page: Page, label: string) {
  await expect(nav(page).locator('[aria-current="page"]')).toHaveText([label]);
}

test('the company settings switch sections by link, keyboard, address, old anchor and Back, at 1280 px', async ({ page }) => {
  const owner = await signInFreshAccount(page, 'settings');
  await page.goto('/company');
  await expect(nav(page).getByRole('link')).toHaveText(SECTIONS);
  await expectCurrent(page, 'Profile');
  await expect(page.getByRole('heading', { name: owner.company })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Webhooks' })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'company-settings-profile');

  // By a click: the section alone, at its address.
  await nav(page).getByRole('link', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(/\/company\/webhooks$/);
  await expect(page.getByRole('region', { name: 'Webhooks' })).toBeVisible();
  await expect(page.getByRole('heading', { name: owner.company })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expectCurrent(page, 'Webhooks');
  await expect(page).toHaveTitle('Webhooks · Company · Candid');
  await expectAccessible(page);
  await shoot(page, 'company-settings-webhooks');

  // By the keyboard: Tab reaches the links, Enter follows one.
  await nav(page).getByRole('link', { name: 'API keys' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(nav(page).getByRole('link', { name: 'Job boards' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/company\/job-boards$/);
  await expect(page.getByRole('form', { name: 'SEEK' })).toBeVisible();
  await expectCurrent(page, 'Job boards');

  // Back returns to the section before.
  await page.goBack();
  await expect(page).toHaveURL(/\/company\/webhooks$/);
  await expect(page.getByRole('region', { name: 'Webhooks' })).toBeVisible();

  // By its address, and from an old link to a section's anchor.
  await page.goto('/company/retention');
  await expect(page.getByRole('region', { name: 'Candidate data retention' })).toBeVisible();
  await expectCurrent(page, 'Data retention');
  await page.goto('/company#job-boards');
  await expect(page).toHaveURL(/\/company\/job-boards$/);
  await expect(page.getByRole('region', { name: 'Job boards' })).toBeVisible();
  await page.goto('/company/no-such-section');
  await expect(page).toHaveURL(/\/company$/);
  await expectCurrent(page, 'Profile');
});

test('on a 390 px phone the sections are a row under the app bar that scrolls sideways to the current one', async ({ page }) => {
  await signInFreshAccount(page, 'settings-phone');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/company/webhooks');
  await expect(page.getByRole('region', { name: 'Webhooks' })).toBeVisible();
  await expectCurrent(page, 'Webhooks');
  // The last section's link is scrolled into the row's view; the page itself does not scroll sideways.
  const current = nav(page).getByRole('link', { name: 'Webhooks' });
  await expect.poll(async () => {
    const box = await current.boundingBox();
    return box !== null && box.x >= 0 && box.x + box.width <= 390;
  }).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await shoot(page, 'company-settings-phone-webhooks');

  // A tap on a section further back: the row scrolls it into view first.
  await nav(page).getByRole('link', { name: 'Transcripts' }).click();
  await expect(page).toHaveURL(/\/company\/transcripts$/);
  await expect(page.getByRole('region', { name: 'Transcripts' })).toBeVisible();
  await expectCurrent(page, 'Transcripts');

  // The row stays under the app bar while a long section scrolls (a short window makes it long).
  await page.setViewportSize({ width: 390, height: 480 });
  await page.goto('/company/job-boards');
  await page.getByRole('button', { name: 'Save idibu' }).scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const bar = (await page.locator('header.app-bar').boundingBox())!;
  await expect.poll(async () => Math.abs((await nav(page).boundingBox())!.y - (bar.y + bar.height))).toBeLessThanOrEqual(1);
  await expect(nav(page).getByRole('link', { name: 'Job boards' })).toBeInViewport();
  await screenshot(page, 'company-settings-phone-job-boards-scrolled');
  // Another section starts at the top of the page.
  await nav(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/company$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
