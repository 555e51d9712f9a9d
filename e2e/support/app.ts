import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The demo enterprise the server seeds on an empty database (onboarding already done). */
export const DEMO_PASSWORD = 'Candid-demo-1';
export const DEMO_COMPANY = 'Harbour & Finch Recruitment';
export const DEMO_USERS = [
  { role: 'Owner', level: 0, email: 'owner@demo.candid.test' },
  { role: 'Administrator', level: 3, email: 'administrator@demo.candid.test' },
  { role: 'Admin', level: 250, email: 'admin@demo.candid.test' },
  { role: 'Hiring Manager', level: 270, email: 'hiring.manager@demo.candid.test' },
] as const;
export const DEMO_OWNER = DEMO_USERS[0];

/** SPEC §5 wording, kept literal here so the suite checks the spec rather than our own catalogue. */
export const TEXT = {
  passwordStrength:
    'Password must contain at least one small and capital letter , special characters  and numbers.',
  passwordNotMatched: 'password not matched',
  userAlreadyExists: 'User already exists. Please use a different email address.',
  invalidLogin: 'The user name or password is incorrect.',
  logoutConfirm: 'Are you sure you would like to log out?',
} as const;

export interface Account {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  password: string;
}

let sequence = 0;

/** A new, unused identity: unique email and company name. */
export function newAccount(tag: string): Account {
  const stamp = `${Date.now()}${++sequence}${Math.floor(Math.random() * 1000)}`;
  return {
    firstName: 'Erin',
    lastName: 'Tester',
    company: `E2E ${tag} ${stamp}`,
    email: `e2e.${tag}.${stamp}@example.test`,
    password: 'Candid-e2e-1!',
  };
}

/** Registers an account through the API (POST /api/Account/Register) without touching the browser. */
export async function registerViaApi(request: APIRequestContext, account: Account): Promise<Account> {
  const res = await request.post('/api/Account/Register', {
    data: {
      User_FirstName: account.firstName,
      User_LastName: account.lastName,
      Enterprise_Name: account.company,
      User_Email: account.email,
      Password: account.password,
      ConfirmPassword: account.password,
    },
  });
  const body = await res.text();
  expect(res.ok(), `POST /api/Account/Register answered ${res.status()}: ${body}`).toBe(true);
  return account;
}

/** A form field by its visible label, tolerating the " *" a required field adds. */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^\\s*${escaped}\\s*\\*?\\s*$`));
}

/** A react-toastify toast (role="alert") containing the text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/**
 * From now on, records the text of every alert (toast) the page shows, however briefly: on a
 * busy machine a toast can come and go while the test is still checking what came before it.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __toasts?: string[] };
    if (w.__toasts) return;
    const seen: string[] = (w.__toasts = []);
    const scan = () =>
      document.querySelectorAll('[role="alert"]').forEach((el) => {
        const text = el.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      });
    new MutationObserver(scan).observe(document.body, { childList: true, subtree: true, characterData: true });
    scan();
  });
}

/** Waits until a toast matching `text` has been shown since recordToasts(); returns its text. */
export async function expectToastShown(page: Page, text: string | RegExp): Promise<string> {
  const matches = (t: string) => (typeof text === 'string' ? t.includes(text) : text.test(t));
  let found = '';
  await expect
    .poll(async () => {
      const shown = await page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);
      found = shown.find(matches) ?? '';
      return found !== '';
    }, { message: `a toast matching ${String(text)}` })
    .toBe(true);
  return found;
}

/** A message shown anywhere (helper text or toast), checked with its exact spacing. */
export async function expectMessage(page: Page, text: string): Promise<void> {
  const shown = page.getByText(text).first();
  await expect(shown).toBeVisible();
  // getByText normalises whitespace; the spec's wording (double spaces included) must be exact.
  expect(await shown.textContent()).toContain(text);
}

export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs in and waits for the landing page (/dashboard, or /onboarding for a new account). */
export async function loginAndLand(page: Page, email: string, password: string): Promise<void> {
  await login(page, email, password);
  await expect(page).toHaveURL(/\/(dashboard|onboarding)$/);
}

/**
 * On /onboarding: saves the company step as it is (Continue), skips the optional logo and team
 * steps, and stays on the free package, which finishes onboarding and lands on /dashboard.
 */
export async function finishOnboarding(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add your logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Invite your team' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your package' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Starter' }).click();
}

/** Opens the avatar menu and waits until its entries show. */
export async function openAccountMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
}

/** Avatar menu -> Logout -> confirm. */
export async function logout(page: Page): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(TEXT.logoutConfirm)).toBeVisible();
  await dialog.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Client-side navigation, as a link inside the app would do it (no page reload). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // The state mirrors what react-router's own history.push stores.
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
