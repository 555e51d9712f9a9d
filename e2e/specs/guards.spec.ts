import { expect, test } from '@playwright/test';
import {
  DEMO_OWNER,
  DEMO_PASSWORD,
  loginAndLand,
  navigateInApp,
  newAccount,
  registerViaApi,
} from '../support/app';

test.describe('signed out', () => {
  for (const path of ['/dashboard', '/campaign', '/templates']) {
    test(`${path} redirects to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('the team invite link stores its ids and opens /registration', async ({ page }) => {
    await page.goto('/invite/5/7/sometoken');
    await expect(page).toHaveURL(/\/registration$/);
    const stored = await page.evaluate(() => localStorage.getItem('candid.registration'));
    expect(stored, "localStorage['candid.registration']").not.toBeNull();
    const invite = JSON.parse(stored ?? '{}') as Record<string, unknown>;
    expect(String(invite.userId)).toBe('5');
    expect(String(invite.enterpriseId)).toBe('7');
    expect(String(invite.userStatusId)).toBe('sometoken');
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await loginAndLand(page, DEMO_OWNER.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('/login and /registration redirect to /dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/registration');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unknown path under the layout redirects to /dashboard', async ({ page }) => {
    await page.goto('/nope/deeper');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  // SPEC §8: any 401 clears local storage and goes to /login. Clearing the cookies makes the
  // server forget this browser while the app still believes it is signed in.
  test('a 401 after in-app navigation clears local storage and goes to /login', async ({ page, context }) => {
    await context.clearCookies();
    // The templates page loads the enterprise's templates, so the navigation calls the API.
    await navigateInApp(page, '/templates');
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  });

  test('a 401 when the app reloads clears local storage and goes to /login', async ({ page, context }) => {
    await context.clearCookies();
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  });
});

test('a user still onboarding is held on /onboarding', async ({ page, request }) => {
  const account = await registerViaApi(request, newAccount('guard'));
  await loginAndLand(page, account.email, account.password);
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.goto('/templates');
  await expect(page).toHaveURL(/\/onboarding$/);
});
