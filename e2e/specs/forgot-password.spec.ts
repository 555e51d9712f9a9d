import { expect, test, type Page } from '@playwright/test';
import {
  TEXT,
  expectMessage,
  field,
  login,
  newAccount,
  registerViaApi,
  toast,
} from '../support/app';
import { extractOtp, hasOtp, waitForMail } from '../support/mail';

/** The server accepts a new code for the same address only 30 s after the last one (DESIGN §5). */
const RESEND_AFTER_MS = 30_000;

const digit = (page: Page, n: number) => page.getByLabel(`Digit ${n}`, { exact: true });

async function enterCode(page: Page, code: string) {
  for (const [i, d] of [...code].entries()) await digit(page, i + 1).fill(d);
}

/** A 6-digit code that is certainly not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('forgot password: every step, with the real codes from the mail', async ({ page, request }) => {
  // A fresh account, so the demo users keep their passwords.
  const account = await registerViaApi(request, newAccount('forgot'));
  const newPassword = 'Renewed-pass-2!';
  const submit = page.getByRole('button', { name: 'Submit', exact: true });

  await page.goto('/forgotpassword');
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  const email = field(page, 'Email');
  const send = page.getByRole('button', { name: 'Send', exact: true });

  await test.step('step 1 validates the address', async () => {
    await send.click();
    await expectMessage(page, 'Please enter email');

    await email.fill('bad');
    await send.click();
    await expectMessage(page, 'email format is not valid');

    // An unknown address is answered like a known one (no account enumeration, issue 28): the
    // page goes on to the code step; only an account's address is mailed a code.
    await email.fill(`nobody.${Date.now()}@example.test`);
    await send.click();
    await expect(page.getByRole('heading', { name: 'Enter code' })).toBeVisible();
    await expect(toast(page, 'User not found')).toHaveCount(0);
    await page.goto('/forgotpassword');
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  });

  const sentAt = Date.now();
  await email.fill(account.email);
  await send.click();
  const firstMail = await waitForMail({ to: account.email, since: sentAt, where: (m) => hasOtp(m.text) });
  const firstCode = extractOtp(firstMail.text);
  const resend = page.getByRole('button', { name: 'Resend OTP' });

  await test.step('step 2 shows the code form with a running countdown', async () => {
    await expect(page.getByRole('heading', { name: 'Enter code' })).toBeVisible();
    for (let n = 1; n <= 6; n++) await expect(digit(page, n)).toBeVisible();
    await expect(page.getByText(/00:\d\d sec/)).toBeVisible();
    await expect(resend).toBeDisabled();
    await expect(submit).toBeDisabled();
    await enterCode(page, firstCode.slice(0, 5));
    await expect(submit).toBeDisabled();
  });

  await test.step('a wrong code is refused and allows a resend', async () => {
    await enterCode(page, otherCode(firstCode));
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(toast(page, 'Failed to verify OTP.')).toBeVisible();
    await expect(resend).toBeEnabled();
  });

  let code = '';
  await test.step('resend delivers a new code', async () => {
    const wait = firstMail.receivedAt + RESEND_AFTER_MS + 1_000 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    const resentAt = Date.now();
    await resend.click();
    const secondMail = await waitForMail({ to: account.email, since: resentAt, where: (m) => hasOtp(m.text) });
    expect(secondMail.id).not.toBe(firstMail.id);
    code = extractOtp(secondMail.text);
    await expect(page.getByText(/00:\d\d sec/)).toBeVisible();
  });

  await test.step('the newest code opens step 3', async () => {
    await enterCode(page, code);
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  });

  await test.step('step 3 validates the new password', async () => {
    await field(page, 'Password').fill(newPassword);
    await field(page, 'Confirm password').fill(`${newPassword}x`);
    await submit.click();
    await expectMessage(page, TEXT.passwordNotMatched);

    await field(page, 'Password').fill('weakpass');
    await field(page, 'Confirm password').fill('weakpass');
    await submit.click();
    await expectMessage(page, TEXT.passwordStrength);
  });

  await test.step('a valid password is set and the success view shows', async () => {
    await field(page, 'Password').fill(newPassword);
    await field(page, 'Confirm password').fill(newPassword);
    await submit.click();
    await expect(toast(page, 'Reset password successful!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Successful' })).toBeVisible();
    await expect(page.getByText('Your password has been reset successfully')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the old password no longer works, the new one does', async () => {
    await login(page, account.email, account.password);
    await expect(toast(page, TEXT.invalidLogin)).toBeVisible();
    await login(page, account.email, newPassword);
    // The account was never onboarded, so the guard may hold it on /onboarding.
    await expect(page).toHaveURL(/\/(dashboard|onboarding)$/);
  });
});
