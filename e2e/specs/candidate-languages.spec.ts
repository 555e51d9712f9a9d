import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { api, publicJobPath, saveJobViaApi, signInFreshAccount, unique } from '../support/authoring';
import { instrumentRecorders } from '../support/candidate';
import { waitForMail } from '../support/mail';
import { expectAccessible, shoot } from '../support/page-checks';

/*
 * Issue 32 end to end: a job set to Spanish shows the candidate their whole first page in Spanish
 * (`<html lang="es">`); the candidate switches to Arabic there, the page turns right to left, and
 * they finish the interview with the keyboard alone, axe finding nothing on any page. A second
 * candidate of the same job chooses English and goes through the same pages, checked by axe too.
 * The words are read from the catalogues the app is built from, so a translation can change.
 */

type Catalogue = Record<string, string>;
const catalogue = (locale: string): Catalogue =>
  JSON.parse(readFileSync(new URL(`../../apps/web/src/interview/i18n/catalogues/${locale}.json`, import.meta.url), 'utf8')) as Catalogue;
const es = catalogue('es');
const ar = catalogue('ar');
const en = catalogue('en');

/** A message with its simple placeholders filled in (no plural in the ones used here). */
const fill = (message: string, values: Record<string, string | number>) => message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

const QUESTION = 'Tell us about a customer you helped.';

/** The accessible name of the focused element, as the tests compare it. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const labelled = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    return labelled.replace(/\s+/g, ' ').trim();
  });

/** Presses Tab until the control named `name` has the focus (a keyboard user's way to it). */
async function tabTo(page: Page, name: string, presses = 40): Promise<void> {
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)) === name) return;
  }
  throw new Error(`Tab never reached "${name}" (focus ended on "${await focusedName(page)}")`);
}

/** The step's heading, checked by axe and photographed at both widths. */
async function checkStep(page: Page, heading: string, shot: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, shot);
}

test('a Spanish job speaks Spanish; the candidate switches to Arabic, right to left, and finishes with the keyboard alone', async ({ page, browser }) => {
  test.setTimeout(420_000);
  await signInFreshAccount(page, 'languages');
  const job = await saveJobViaApi(
    page.request,
    {
      Campaign_Name: `Camarero ${unique()}`,
      Campaign_Job_Title: 'Camarero',
      Campaign_Language: 'es-ES',
      Campaign_ThinkTimeSeconds: 5,
      Campaign_AnswerTimeLimitSeconds: 60,
      Campaign_Retakes: 0,
    },
    [QUESTION],
  );
  expect(job.campaign).toMatchObject({ Campaign_Language: 'es-ES' });

  const email = `idiomas.${unique()}@example.test`;
  const since = Date.now();
  await api(page.request, 'POST', '/Message/SendEmail', [{ fk_Campaign_ID: job.campaign.pk_Campaign_ID, CampaignLine_CandidateEmail: email }]);
  const mail = await waitForMail({ to: email, since });
  const link = /https?:\/\/\S+\/invite\/\d+\/\d+\?invitation=[\w-]+/.exec(mail.text)?.[0];
  expect(link, `personal link in:\n${mail.text}`).toBeTruthy();
  // The invitation is in the job's language too.
  expect(mail.subject).toMatch(/^Invitación a una entrevista en vídeo: Camarero/);
  expect(mail.text).not.toContain('has invited you');

  const context = await browser.newContext({ permissions: ['camera', 'microphone'], locale: 'en-GB' });
  await instrumentRecorders(context);
  const candidate = await context.newPage();
  try {
    // The job's language decides, not the browser's.
    await candidate.goto(link!);
    await expect(candidate.locator('html')).toHaveAttribute('lang', 'es');
    await expect(candidate.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(candidate.getByRole('heading', { level: 2, name: es.howItWorksTitle })).toBeVisible();
    await expect(candidate.getByRole('button', { name: es.startInterview })).toBeVisible();
    await expect(candidate.getByText(en.howItWorksTitle, { exact: true })).toHaveCount(0);
    await expect(candidate).toHaveTitle(es.pageTitle);
    await expect(candidate.getByRole('link', { name: es.accessibilityStatement })).toHaveAttribute('href', '/accessibility');
    await expectAccessible(candidate);

    // The candidate switches to Arabic on the first page: right to left, Arabic words.
    await candidate.getByLabel(es.language).selectOption('ar');
    await expect(candidate.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(candidate.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(candidate.getByRole('heading', { level: 2, name: ar.howItWorksTitle })).toBeVisible();
    // Mirrored: the page's start is on the right, so the heading's text begins at its right edge.
    const heading = candidate.getByRole('heading', { level: 1, name: 'Camarero' });
    expect(await heading.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await checkStep(candidate, 'Camarero', 'languages-ar-landing');

    // From here on, the keyboard alone.
    await tabTo(candidate, ar.startInterview);
    await candidate.keyboard.press('Enter');

    await checkStep(candidate, ar.consentTitle, 'languages-ar-consent');
    // Invited by address alone: the consent step asks for the name.
    await tabTo(candidate, ar.firstName);
    await candidate.keyboard.type('ليلى');
    await tabTo(candidate, ar.lastName);
    await candidate.keyboard.type('حداد');
    await tabTo(candidate, ar.consentLabel);
    await candidate.keyboard.press('Space');
    await tabTo(candidate, ar.agreeAndContinue);
    await candidate.keyboard.press('Enter');

    await checkStep(candidate, ar.resumeTitle, 'languages-ar-resume');
    await tabTo(candidate, ar.skip);
    await candidate.keyboard.press('Enter');

    await checkStep(candidate, ar.deviceTitle, 'languages-ar-device');
    await expect(candidate.getByRole('meter', { name: ar.micLevel })).toBeVisible();
    await tabTo(candidate, ar.continue);
    await candidate.keyboard.press('Enter');

    await checkStep(candidate, ar.practiceTitle, 'languages-ar-practice');
    await tabTo(candidate, ar.skipPractice);
    await candidate.keyboard.press('Enter');

    const questionHeading = fill(ar.questionOf, { n: 1, total: 1 });
    await checkStep(candidate, questionHeading, 'languages-ar-question');
    await expect(candidate.getByText(QUESTION)).toBeVisible();
    await tabTo(candidate, ar.startRecordingNow);
    await candidate.keyboard.press('Enter');
    // The stop button takes the focus from the start button it replaces; after it, the way on.
    await expect(candidate.getByRole('button', { name: ar.stopRecording })).toBeFocused({ timeout: 30_000 });
    await expectAccessible(candidate);
    await candidate.waitForTimeout(2_000);
    await candidate.keyboard.press('Enter');
    await expect(candidate.getByText(ar.answerSaved)).toBeVisible({ timeout: 60_000 });
    await expect(candidate.getByRole('button', { name: ar.finishInterview })).toBeFocused();
    await candidate.keyboard.press('Enter');

    await checkStep(candidate, ar.closingTitle, 'languages-ar-done');
    await expect(candidate.getByText(ar['dialog.closing'])).toBeVisible();
    await expect(candidate.locator('html')).toHaveAttribute('dir', 'rtl');
  } finally {
    await context.close();
  }
});

test('a candidate of the same Spanish job who chooses English meets every page in English, with nothing for axe to find', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await signInFreshAccount(page, 'languages-en');
  const job = await saveJobViaApi(
    page.request,
    { Campaign_Name: `Camarera ${unique()}`, Campaign_Job_Title: 'Camarera', Campaign_Language: 'es-ES', Campaign_Retakes: 0 },
    [QUESTION],
  );
  const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
  await instrumentRecorders(context);
  const candidate = await context.newPage();
  try {
    await candidate.goto(publicJobPath(job));
    await expect(candidate.locator('html')).toHaveAttribute('lang', 'es');
    await candidate.getByLabel(es.language).selectOption('en');
    await expect(candidate.locator('html')).toHaveAttribute('lang', 'en');
    await checkStep(candidate, 'Camarera', 'languages-en-landing');

    await candidate.getByLabel(en.firstName).fill('Ana');
    await candidate.getByLabel(en.lastName).fill('Ruiz');
    await candidate.getByLabel(en.email).fill(`ana.${unique()}@example.test`);
    await candidate.getByRole('button', { name: en.startInterview }).click();

    await checkStep(candidate, en.consentTitle, 'languages-en-consent');
    await candidate.getByLabel(en.consentLabel).check();
    await candidate.getByRole('button', { name: en.agreeAndContinue }).click();
    await checkStep(candidate, en.resumeTitle, 'languages-en-resume');
    await candidate.getByRole('button', { name: en.skip, exact: true }).click();
    await checkStep(candidate, en.deviceTitle, 'languages-en-device');
    await candidate.getByRole('button', { name: en.continue }).click();
    await checkStep(candidate, en.practiceTitle, 'languages-en-practice');
    await candidate.getByRole('button', { name: en.skipPractice }).click();
    await checkStep(candidate, fill(en.questionOf, { n: 1, total: 1 }), 'languages-en-question');
    await candidate.getByRole('button', { name: /^Start recording( now)?$/ }).click();
    await expect(candidate.getByRole('button', { name: en.stopRecording })).toBeVisible();
    await expectAccessible(candidate);
    await candidate.waitForTimeout(2_000);
    await candidate.getByRole('button', { name: en.stopRecording }).click();
    await expect(candidate.getByText(en.answerSaved)).toBeVisible({ timeout: 60_000 });
    await candidate.getByRole('button', { name: en.finishInterview }).click();
    await checkStep(candidate, en.closingTitle, 'languages-en-done');
    // Issue 33: they rate the interview, privately (the team sees only an average).
    const rating = candidate.getByRole('form', { name: en.experienceTitle });
    // A click on the fourth star (its label: the radio under it is for keyboards and screen readers).
    await rating.locator('label').filter({ has: candidate.getByRole('radio', { name: '4 stars' }) }).click();
    await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await shoot(candidate, 'languages-en-rating');
    await rating.getByRole('button', { name: en.experienceSend }).click();
    await expect(candidate.getByText(en.experienceThanks)).toBeVisible();
    await expectAccessible(candidate);
    // The choice is the candidate's: their next visit on this device opens in English too.
    expect(await candidate.evaluate(() => localStorage.getItem('candid.interview.language'))).toBe('en');
  } finally {
    await context.close();
  }
});

test('a candidate asks for an accommodation, the team reads it in their mailbox, grants twice the time, and the timer shows twice the limit', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const recruiter = await signInFreshAccount(page, 'accommodation');
  const job = await saveJobViaApi(
    page.request,
    { Campaign_Name: `Pastry Chef ${unique()}`, Campaign_Job_Title: 'Pastry Chef', Campaign_ThinkTimeSeconds: 45, Campaign_AnswerTimeLimitSeconds: 60 },
    [QUESTION],
  );
  const email = `extra.${unique()}@example.test`;
  const since = Date.now();
  const sent = await api<[number, string, string, string][]>(page.request, 'POST', '/Message/SendEmail', [
    { fk_Campaign_ID: job.campaign.pk_Campaign_ID, CampaignLine_CandidateEmail: email, CampaignLine_CandidateFirstName: 'Sam', CampaignLine_CandidateLastName: 'Lee' },
  ]);
  const lineId = sent.data[0][0];
  const mail = await waitForMail({ to: email, since });
  const link = /https?:\/\/\S+\/invite\/\d+\/\d+\?invitation=[\w-]+/.exec(mail.text)?.[0];

  const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
  await instrumentRecorders(context);
  const candidate = await context.newPage();
  try {
    // On their first page the candidate asks the team, in their own words.
    await candidate.goto(link!);
    const words = 'I have dyslexia: I need more time to read each question.';
    await candidate.getByText(en.accommodationTitle).click();
    await candidate.getByLabel(en.accommodationLabel).fill(words);
    await expectAccessible(candidate);
    await candidate.getByRole('button', { name: en.accommodationSend }).click();
    await expect(candidate.getByText(en.accommodationSent)).toBeVisible();
    await shoot(candidate, 'accommodation-request');

    // It reaches the team's mailbox (the recruiter made the job), a reply going to the candidate.
    const request = await waitForMail({ to: recruiter.email, since, subjectIncludes: 'Accommodation request' });
    expect(request.subject).toBe('Accommodation request: Sam Lee, Pastry Chef');
    expect(request.text).toContain(words);

    // On the candidate's page the recruiter reads it, and grants twice the time.
    await page.goto(`/candidates/info?id=${lineId}`);
    const card = page.getByRole('region', { name: 'Accommodation' });
    await expect(card.getByText('None granted.')).toBeVisible();
    await expect(card.getByText(words)).toBeVisible();
    await card.getByRole('button', { name: 'Grant accommodation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accommodation' });
    await dialog.getByLabel('Twice the time').check();
    await expectAccessible(page);
    await shoot(page, 'accommodation-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Granted: 2× time.')).toBeVisible();

    await candidate.reload();
    await expect(candidate.getByText(fill(en.accommodationTimeFactor, { factor: 2 }))).toBeVisible();
    await candidate.getByRole('button', { name: en.startInterview }).click();
    await candidate.getByLabel(en.consentLabel).check();
    await candidate.getByRole('button', { name: en.agreeAndContinue }).click();
    await candidate.getByRole('button', { name: en.skip, exact: true }).click();
    await candidate.getByRole('button', { name: en.continue }).click();
    await candidate.getByRole('button', { name: en.skipPractice }).click();
    // The job gives 45 s to think: this candidate has 1:30 (the clock starts at the full time).
    await expect(candidate.getByText(/^\s*1:(30|29|28)\s*$/)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the accessibility statement is public and says what was tested', async ({ browser }) => {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  try {
    await visitor.goto('/accessibility');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
    await expect(visitor.getByText(/WCAG\) 2\.1 at level AA/)).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 2, name: 'Known limitations' })).toBeVisible();
    await expectAccessible(visitor);
    await shoot(visitor, 'accessibility-statement');
  } finally {
    await context.close();
  }
});
