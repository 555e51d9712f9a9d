import { expect, test } from '@playwright/test';
import { DEMO_COMPANY, DEMO_PASSWORD, DEMO_USERS, loginAndLand, openAccountMenu } from '../support/app';

const managesEnterprise = (level: number) => level !== 270 && level !== 3;

/** SPEC §6: which avatar-menu entries each access level sees. */
const ENTRIES: Array<{ name: string; visibleFor: (level: number) => boolean }> = [
  { name: 'My Profile', visibleFor: () => true },
  { name: 'Team', visibleFor: () => true },
  { name: 'Edit Enterprise Account', visibleFor: managesEnterprise },
  { name: 'Select Package', visibleFor: managesEnterprise },
  { name: 'Client Preferences', visibleFor: (level) => level !== 3 },
  { name: 'Logout', visibleFor: () => true },
  { name: 'Privacy Policy', visibleFor: () => true },
  { name: 'Terms of Service', visibleFor: () => true },
];

for (const user of DEMO_USERS) {
  test(`avatar menu of the ${user.role} (level ${user.level})`, async ({ page }) => {
    await loginAndLand(page, user.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await openAccountMenu(page);

    for (const entry of ENTRIES) {
      const item = page.getByRole('menuitem', { name: entry.name, exact: true });
      if (entry.visibleFor(user.level)) await expect(item, `${entry.name} shown`).toBeVisible();
      else await expect(item, `${entry.name} hidden`).toBeHidden();
    }
    await expect(page.getByText(user.email, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(DEMO_COMPANY, { exact: true }).first()).toBeVisible();
  });
}
