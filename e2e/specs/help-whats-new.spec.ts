import { expect, test, type Page } from '@playwright/test';
import { MSG } from '@candid/shared';
import { signInDemo } from '../support/authoring';
import { OPERATOR_CONTACT_EMAIL } from '../support/env';
import { expectAccessible, shoot } from '../support/page-checks';

/*
 * What's new and Help (issue 28): the header's two buttons open real pages, the product's changes
 * (dated, newest first) and the guides, the review player's shortcuts and whom to contact.
 * With E2E_PAGE_SHOTS=<dir> each page is also screenshotted there, full page, for a look.
 */

const PAGE_SHOTS = process.env.E2E_PAGE_SHOTS;

/** A full-page shot of the page for a look, without the header button's tooltip under the pointer. */
async function pageShot(page: Page, name: string) {
  if (!PAGE_SHOTS) return;
  await page.mouse.move(5, 600);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.screenshot({ path: `${PAGE_SHOTS}/${name}.png`, fullPage: true });
}

test("the header opens What's new and Help, each with real content", async ({ page }) => {
  await signInDemo(page, 'owner@demo.candid.test');
  const banner = page.getByRole('banner');

  await banner.getByRole('link', { name: "What's new" }).click();
  await expect(page).toHaveURL(/\/whats-new$/);
  await expect(page.getByRole('heading', { level: 1, name: "What's new" })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Pause and reactivate jobs' }) });
  await expect(entry.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await expect(entry.getByText(/Pause a job from the job list/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Careers pages and job boards' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'whats-new');
  await pageShot(page, 'whats-new');

  await banner.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  const guides = page.getByRole('region', { name: 'Guides' });
  await expect(guides.getByRole('heading', { name: 'Invite candidates' })).toBeVisible();
  await expect(guides.getByText(/Copy the link and send it/)).toBeVisible();
  const shortcuts = page.getByRole('region', { name: 'Keyboard shortcuts' });
  await expect(shortcuts.getByText('Space or K')).toBeVisible();
  await expect(shortcuts.getByText('Play or pause')).toBeVisible();
  // The shared server has OPERATOR_CONTACT_EMAIL: Help names that address, not "your administrator".
  const contact = page.getByRole('region', { name: 'Contact' });
  await expect(contact.getByRole('link', { name: OPERATOR_CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${OPERATOR_CONTACT_EMAIL}`);
  await expect(contact).not.toContainText(MSG.helpContactAdministrator);
  await expectAccessible(page);
  await shoot(page, 'help');
  await pageShot(page, 'help');
});
