import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectToastShown, field, finishOnboarding, login, logout, navigateInApp, newAccount, recordToasts } from '../support/app';
import { api, saveJobViaApi, signInFreshAccount, unique } from '../support/authoring';

/*
 * Details of the recruiter's journey found by walking it in Chromium: empty charts, toasts over
 * the header, ids in messages, the greeting, routes that pretended, onboarding's country list,
 * and mentions that silently sent nothing.
 */

const NOTE = {
  selfAlone: "You can't mention yourself. Invite team members to mention them.",
} as const;

/** The boxes of the elements, once two animation frames in a row report the same ones. */
async function settledTops(items: Locator): Promise<number[]> {
  let last = '';
  let tops: number[] = [];
  await expect
    .poll(async () => {
      tops = await items.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      const now = JSON.stringify(tops);
      const same = now === last;
      last = now;
      return same;
    })
    .toBe(true);
  return tops;
}

const activity = (page: Page) => page.getByRole('region', { name: 'Activity' });

interface ToastBox {
  text: string;
  top: number;
  bottom: number;
}

/** From now on, records where each toast appears (a toast lasts 3 s: it may be gone when checked). */
async function recordToastBoxes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __toastBoxes?: ToastBox[] };
    const boxes: ToastBox[] = (w.__toastBoxes = []);
    new MutationObserver(() =>
      document.querySelectorAll('.Toastify__toast').forEach((el) => {
        const text = el.textContent?.trim() ?? '';
        const r = el.getBoundingClientRect();
        if (text && r.height > 0 && !boxes.some((b) => b.text === text)) boxes.push({ text, top: r.top, bottom: r.bottom });
      }),
    ).observe(document.body, { childList: true, subtree: true });
  });
}

test('an empty series says what to do instead of drawing an empty chart; the range fits one line on a phone', async ({ page }) => {
  await signInFreshAccount(page, 'emptychart');
  await saveJobViaApi(page.request, { Campaign_Name: `Empty chart job ${unique()}` });
  await page.goto('/dashboard');

  const section = activity(page);
  // The job shows as a chart; invites and interviews, with none at all, say what to do.
  await expect(section.getByRole('img', { name: 'Jobs created per month' })).toBeVisible();
  const invites = section.getByRole('figure', { name: 'Invites sent per month' });
  await expect(invites.getByText('No invites yet')).toBeVisible();
  await expect(invites.getByRole('link', { name: 'Go to jobs' })).toHaveAttribute('href', '/campaign');
  const interviews = section.getByRole('figure', { name: 'Interviews completed per month' });
  await expect(interviews.getByText('No interviews yet')).toBeVisible();
  await expect(section.getByRole('img', { name: 'Interviews completed per month' })).toHaveCount(0);
  // No axis without a scale (it read "0.0…").
  await expect(section.getByText(/0\.0/)).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  const range = section.getByRole('group', { name: 'Range' });
  const buttons = range.getByRole('button');
  await expect(buttons).toHaveCount(4);
  const tops = await settledTops(buttons);
  expect(new Set(tops).size, `the range buttons' tops ${JSON.stringify(tops)}`).toBe(1);
  const [box, card] = [await range.boundingBox(), await section.boundingBox()];
  expect(box!.x + box!.width).toBeLessThanOrEqual(card!.x + card!.width);
});

test('a new job: the empty list names the real button, the hiring manager shows in full, and the toast has no id and covers no header action', async ({ page }) => {
  const account = await signInFreshAccount(page, 'jobtoast');
  await navigateInApp(page, '/campaign/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Job' })).toBeVisible();

  // The empty state points at the button by the name it has.
  await expect(page.getByText('Use the Generate Question button to create questions for this job.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Question', exact: true })).toBeVisible();

  // The whole name, not cut after 8 characters with room to spare.
  const fullName = `${account.firstName} ${account.lastName}`;
  const manager = page.getByRole('region', { name: 'Job Detail' }).getByText(fullName, { exact: true });
  await expect(manager).toBeVisible();
  expect(await manager.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  await field(page, 'Job Title').fill(`Night Porter ${unique()}`);
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('textbox', { name: 'New question' }).fill('What does a good night shift look like?');
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByRole('list', { name: 'Interview questions' }).getByRole('listitem')).toHaveCount(1);

  await recordToasts(page);
  await recordToastBoxes(page);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  const text = await expectToastShown(page, 'Job created');
  expect(text, 'no database id in the toast').not.toMatch(/\d/);
  await expect(page).toHaveURL(/\/campaign\/edit\?id=\d+$/);

  // Toasts sit at the bottom, clear of the header and its actions.
  const boxes = await page.evaluate(() => (window as unknown as { __toastBoxes: ToastBox[] }).__toastBoxes);
  const created = boxes.find((b) => b.text.includes('Job created'));
  expect(created, `toasts seen: ${JSON.stringify(boxes)}`).toBeDefined();
  const header = (await page.locator('header').first().boundingBox())!;
  expect(created!.top).toBeGreaterThan(header.y + header.height);
  expect(created!.bottom).toBeGreaterThan(page.viewportSize()!.height / 2);
});

test('a first-time user is welcomed, a returning one welcomed back; onboarding uses the country list and cannot be re-entered', async ({ page }) => {
  const account = newAccount('welcome');
  await page.goto('/registration');
  await field(page, 'First name').fill(account.firstName);
  await field(page, 'Last name').fill(account.lastName);
  await field(page, 'Company name').fill(account.company);
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await field(page, 'Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Candid' })).toBeVisible();

  // The country is the job screen's list (GET /api/Country), not free text.
  const countries = (await api<{ country: string }[]>(page.request, 'GET', '/Country')).data.map((c) => c.country);
  const country = page.getByRole('combobox', { name: 'Country' });
  await expect(country).toHaveText('Australia');
  await country.focus();
  await country.press('Enter');
  const listbox = page.getByRole('listbox', { name: 'Country' });
  await expect(listbox.getByRole('option')).toHaveText(['Select a country', ...countries]);
  await listbox.getByRole('option', { name: 'New Zealand', exact: true }).click();
  await expect(listbox).toBeHidden();
  await expect(country).toHaveText('New Zealand');

  await finishOnboarding(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome, ${account.firstName}.`)).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  // Still the first visit after a reload.
  await page.reload();
  await expect(page.getByText(`Welcome, ${account.firstName}.`)).toBeVisible();

  const me = (await api<{ pk_User_ID: number; fk_Enterprise_ID: number }>(page.request, 'GET', `/User/GetUserByEmail/${encodeURIComponent(account.email)}/`)).data;
  const company = (await api<{ Enterprise_Country: string; Enterprise_CountryCoded: string }>(page.request, 'GET', `/Enterprise/${me.fk_Enterprise_ID}`)).data;
  expect(company).toMatchObject({ Enterprise_Country: 'New Zealand', Enterprise_CountryCoded: 'NZ' });

  // Finished: /onboarding leads away, and the server will not reopen it.
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Candid' })).toHaveCount(0);
  const reopen = await page.request.put('/api/User', { data: { pk_User_ID: me.pk_User_ID, IsOnBoardingProcess: true } });
  expect(reopen.status()).toBe(400);

  await logout(page);
  await login(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${account.firstName}.`)).toBeVisible();
});

test('/campaign/edit without a job goes to the job list', async ({ page }) => {
  await signInFreshAccount(page, 'editnoid');
  await page.goto('/campaign/edit');
  await expect(page).toHaveURL(/\/campaign$/);
  await expect(page.getByRole('heading', { name: 'Create Job' })).toHaveCount(0);
});

test('alone in a new account, @ offers nobody and says why instead of silently sending nothing', async ({ page }) => {
  const account = await signInFreshAccount(page, 'selfmention');
  const job = await saveJobViaApi(page.request, { Campaign_Name: `Mention job ${unique()}` });
  await page.goto(`/campaign/edit?id=${job.campaign.pk_Campaign_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Comment' }).click();
  const comment = page.getByRole('combobox', { name: 'New comment' });
  await expect(comment).toHaveAttribute('placeholder', 'Write a comment.');
  await comment.pressSequentially(`@${account.firstName}`);
  await expect(page.getByText(NOTE.selfAlone)).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'Team members' })).toHaveCount(0);
  await expect(page.getByRole('option', { name: new RegExp(account.firstName) })).toHaveCount(0);
});
