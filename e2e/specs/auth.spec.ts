import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_OWNER,
  TEXT,
  type Account,
  expectMessage,
  field,
  finishOnboarding,
  login,
  logout,
  newAccount,
  registerViaApi,
  toast,
} from '../support/app';

async function fillRegistration(page: Page, account: Account, confirm = account.password) {
  await field(page, 'First name').fill(account.firstName);
  await field(page, 'Last name').fill(account.lastName);
  await field(page, 'Company name').fill(account.company);
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await field(page, 'Confirm password').fill(confirm);
}

const registerButton = (page: Page) => page.getByRole('button', { name: 'Register', exact: true });

test('register, finish onboarding, sign out and sign in again', async ({ page }) => {
  const account = newAccount('register');

  await page.goto('/registration');
  await fillRegistration(page, account);
  await registerButton(page).click();

  // A new account has onboarding to do: the guard keeps it on /onboarding.
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Candid' })).toBeVisible();
  await finishOnboarding(page);
  await expect(page).toHaveURL(/\/dashboard$/);

  await logout(page);

  // Onboarding was stored on the server: signing in again goes straight to the dashboard.
  await login(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe('registration validation', () => {
  test('a weak password shows the strength rule', async ({ page }) => {
    const account = { ...newAccount('weak'), password: 'weakpass' };
    await page.goto('/registration');
    await fillRegistration(page, account);
    await registerButton(page).click();
    await expectMessage(page, TEXT.passwordStrength);
    await expect(page).toHaveURL(/\/registration$/);
  });

  test('a confirmation that differs shows "password not matched"', async ({ page }) => {
    const account = newAccount('mismatch');
    await page.goto('/registration');
    await fillRegistration(page, account, `${account.password}x`);
    await registerButton(page).click();
    await expectMessage(page, TEXT.passwordNotMatched);
    await expect(page).toHaveURL(/\/registration$/);
  });

  test('an email already in use shows the "already exists" toast', async ({ page }) => {
    const account = { ...newAccount('taken'), email: DEMO_OWNER.email };
    await page.goto('/registration');
    await fillRegistration(page, account);
    await registerButton(page).click();
    await expect(toast(page, TEXT.userAlreadyExists)).toBeVisible();
    await expect(page).toHaveURL(/\/registration$/);
  });
});

test('a wrong password on login shows an error toast', async ({ page, request }) => {
  const account = await registerViaApi(request, newAccount('wrongpw'));
  await login(page, account.email, 'Not-the-password-9!');
  await expect(toast(page, TEXT.invalidLogin)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
