import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, signInFreshAccount, unique, wireDate, type SavedJob } from '../support/authoring';
import { expectAnswerSaved, passConsentAndResume, passDeviceCheck, recordAnswer, tinyPdf, useSmallCamera } from '../support/candidate';
import { expectAccessible, screenshot } from '../support/page-checks';

/*
 * Issue 29 end to end: a job whose questions are answered in different ways, with a screening
 * question that ends the interview. A candidate on a 390 px phone answers every kind by keyboard
 * (the file by the file picker) and records the video; a second one gives the disqualifying
 * answer and never reaches the video; the reviewer reads every answer, filters by screening and
 * exports a column per question.
 */

const LICENCE = 'Do you hold a current forklift licence?';
const SHIFT = 'Which shift suits you best?';
const EXPERIENCE = 'Describe your warehouse experience.';
const CERTIFICATE = 'Upload your licence.';
const VIDEO = 'Tell us about a shift that went wrong.';
const AUDIO = 'Say how you would explain a safety rule to a new starter.';
const END_MESSAGE = 'Thank you. This role needs a current forklift licence.';
/** SPEC §9 closing text (the default interview closing dialog). */
const CLOSING = 'That was great, Congratulations on completing the interview. We will assess your interview and get back to you shortly.';
const WRITTEN = 'Six years on nights, mostly reach trucks.\nI trained new starters.';

async function kindsJob(page: Page): Promise<SavedJob> {
  const start = new Date();
  const res = await api<SavedJob>(page.request, 'POST', '/Campaign/SaveJob', {
    campaign: {
      Campaign_Name: `Forklift Operator ${unique()}`,
      Campaign_Job_Title: 'Forklift Operator',
      Campaign_StartDate: wireDate(start),
      Campaign_EndDate: wireDate(new Date(start.getTime() + 30 * 86_400_000)),
      Campaign_ScreeningAction: 'end',
      Campaign_ScreeningEndMessage: END_MESSAGE,
    },
    questions: [
      { Question_Text: SHIFT, Question_Kind: 'single_choice', Question_Settings: { options: [{ id: 'am', label: 'Mornings' }, { id: 'pm', label: 'Afternoons' }, { id: 'night', label: 'Nights' }] } },
      { Question_Text: EXPERIENCE, Question_Kind: 'text', Question_Settings: { wordLimit: 100 } },
      { Question_Text: CERTIFICATE, Question_Kind: 'file' },
      { Question_Text: VIDEO },
      { Question_Text: AUDIO, Question_Kind: 'audio' },
      // Last in the job's order, asked first: a screening question comes before any recording.
      { Question_Text: LICENCE, Question_Kind: 'yes_no', Question_Settings: { qualifyingAnswer: true } },
    ],
  });
  return res.data;
}

/** A candidate's phone-sized browser on the job's public link, through consent and the resume step (the device check waits for the first video). */
async function startOnPhone(browser: Browser, baseURL: string, job: SavedJob, first: string, last: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, permissions: ['camera', 'microphone'] });
  await useSmallCamera(context);
  const candidate = await context.newPage();
  await candidate.goto(`/invite/${job.campaign.pk_Campaign_ID}/${job.campaign.fk_Enterprise_ID}?link=${job.campaign.publicLinkToken}`);
  await candidate.getByLabel('First name').fill(first);
  await candidate.getByLabel('Last name').fill(last);
  await candidate.getByLabel('Email').fill(`${first.toLowerCase()}.${unique()}@example.test`);
  await candidate.getByRole('button', { name: 'Start interview' }).click();
  await passConsentAndResume(candidate);
  return { context, candidate };
}

/** The Next (or Finish) button, pressed from the keyboard. */
async function nextByKeyboard(candidate: Page, name = 'Next question') {
  const next = candidate.getByRole('button', { name });
  await expect(next).toBeEnabled();
  await next.focus();
  await candidate.keyboard.press('Enter');
}

/** No element wider than the 390 px screen. */
async function expectNoSideways(candidate: Page) {
  expect(await candidate.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('questions answered in words, choices and files beside video, with screening that ends the interview', async ({ page, browser, baseURL }) => {
  test.setTimeout(600_000);
  await signInFreshAccount(page, 'kinds');
  const job = await kindsJob(page);
  const campaignId = job.campaign.pk_Campaign_ID;

  // ---- A qualified candidate on a phone answers every kind ----
  const ada = await startOnPhone(browser, baseURL!, job, 'Ada', `Okoye${unique().slice(-5)}`);
  try {
    const c = ada.candidate;
    await expect(c.getByRole('heading', { name: 'Question 1 of 6' })).toBeVisible();
    const licence = c.getByRole('radiogroup', { name: LICENCE });
    await expect(licence).toBeVisible();
    await expectAccessible(c);
    await expectNoSideways(c);
    await screenshot(c, 'kinds-yes-no-390');
    await licence.getByRole('radio', { name: 'Yes' }).focus();
    await c.keyboard.press('Space');
    await expect(licence.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expectAnswerSaved(c);
    await nextByKeyboard(c);

    await expect(c.getByRole('heading', { name: 'Question 2 of 6' })).toBeVisible();
    const shift = c.getByRole('radiogroup', { name: SHIFT });
    await shift.getByRole('radio', { name: 'Mornings' }).focus();
    // Arrow keys move through a radio group and choose as they go.
    await c.keyboard.press('ArrowDown');
    await c.keyboard.press('ArrowDown');
    await expect(shift.getByRole('radio', { name: 'Nights' })).toBeChecked();
    await expectAnswerSaved(c);
    await nextByKeyboard(c);

    await expect(c.getByRole('heading', { name: 'Question 3 of 6' })).toBeVisible();
    const written = c.getByRole('textbox', { name: EXPERIENCE });
    await written.focus();
    await c.keyboard.type(WRITTEN);
    await expect(c.getByText('11 of 100 words')).toBeVisible();
    await expectAnswerSaved(c);
    await expectAccessible(c);
    await expectNoSideways(c);
    await screenshot(c, 'kinds-text-390');
    await nextByKeyboard(c);

    await expect(c.getByRole('heading', { name: 'Question 4 of 6' })).toBeVisible();
    await expect(c.getByText(CERTIFICATE)).toBeVisible();
    await c.locator('input[type="file"]').setInputFiles({ name: 'forklift-licence.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await expect(c.getByText('Uploaded: forklift-licence.pdf')).toBeVisible();
    await expectAccessible(c);
    await expectNoSideways(c);
    await screenshot(c, 'kinds-file-390');
    await nextByKeyboard(c);

    // Only now, before the first recorded question, the camera is asked for.
    await passDeviceCheck(c);
    await expect(c.getByRole('heading', { name: 'Question 5 of 6' })).toBeVisible();
    await expect(c.getByText(VIDEO)).toBeVisible();
    await recordAnswer(c, 3);
    await expectAnswerSaved(c);
    await c.getByRole('button', { name: 'Next question' }).click();

    // An audio question: the microphone alone, no picture of the candidate.
    await expect(c.getByRole('heading', { name: 'Question 6 of 6' })).toBeVisible();
    await expect(c.getByText('Only your voice is recorded for this answer: your camera is not used.')).toBeVisible();
    await expect(c.locator('video')).toHaveCount(0);
    await expectAccessible(c);
    await expectNoSideways(c);
    await screenshot(c, 'kinds-audio-390');
    await recordAnswer(c, 2);
    await expect(c.getByLabel('Your recording')).toHaveJSProperty('tagName', 'AUDIO');
    await expectAnswerSaved(c);
    await c.getByRole('button', { name: 'Finish interview' }).click();
    await expect(c.getByText(CLOSING)).toBeVisible();
  } finally {
    await ada.context.close();
  }

  // ---- A candidate without a licence: the interview ends after screening, before any video ----
  const ben = await startOnPhone(browser, baseURL!, job, 'Ben', `Walker${unique().slice(-5)}`);
  try {
    const c = ben.candidate;
    const licence = c.getByRole('radiogroup', { name: LICENCE });
    await licence.getByRole('radio', { name: 'No' }).focus();
    await c.keyboard.press('Space');
    await expectAnswerSaved(c);
    // Saved, and still changeable: nothing ends until he moves on.
    await expect(licence.getByRole('radio', { name: 'No' })).toBeChecked();
    // The last screening question answered, and one not met: moving on ends the interview there.
    await nextByKeyboard(c);
    await expect(c.getByRole('heading', { name: 'Thank you for your time' })).toBeVisible();
    await expect(c.getByText(END_MESSAGE)).toBeVisible();
    // Their answers are held like anyone's: they can ask for a copy or their deletion here too.
    await expect(c.getByRole('button', { name: 'Send request' })).toBeVisible();
    await expectAccessible(c);
    await screenshot(c, 'kinds-screened-out-390');
    await c.reload();
    await expect(c.getByText(END_MESSAGE)).toBeVisible();
    await expect(c.getByText(VIDEO)).toHaveCount(0);
    await expect(c.getByRole('button', { name: /^Start recording/ })).toHaveCount(0);
    // Turned away by screening, Ben was never asked for his camera.
    const progress = await c.evaluate((id) => window.localStorage.getItem(`candid.interview.${id}.progress`), campaignId);
    expect(progress).not.toBeNull();
    expect(progress).not.toContain('deviceChecked');
  } finally {
    await ben.context.close();
  }

  // ---- The reviewer: the flag, the screening filter, every answer, the export ----
  await page.goto(`/candidates?campaignId=${campaignId}`);
  const main = page.getByRole('main');
  await expect(main.getByText(`Did not meet: ${LICENCE}`)).toBeVisible();
  await page.getByRole('combobox', { name: 'Screening' }).click();
  await page.getByRole('option', { name: 'Did not meet' }).click();
  await expect(main.getByRole('link', { name: /^Ben / })).toBeVisible();
  await expect(main.getByRole('link', { name: /^Ada / })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Screening' }).click();
  await page.getByRole('option', { name: 'Met' }).click();
  await expect(main.getByRole('link', { name: /^Ada / })).toBeVisible();
  await expect(main.getByRole('link', { name: /^Ben / })).toHaveCount(0);

  // Found by what she wrote, as by what a candidate said: the words marked, a link to read them.
  await page.getByRole('combobox', { name: 'Search in' }).click();
  await page.getByRole('option', { name: 'What they said or wrote' }).click();
  await page.getByRole('searchbox', { name: 'Search candidates' }).fill('reach truck');
  const found = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Ada / }) });
  await expect(found.locator('mark').first()).toHaveText('reach');
  await expect(found.getByRole('link', { name: 'Read the written answer' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search candidates' }).fill('');
  await page.getByRole('combobox', { name: 'Search in' }).click();
  await page.getByRole('option', { name: 'Names and emails' }).click();

  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /CSV/ }).click()]);
  const csv = (await (await download.createReadStream()).toArray()).map(String).join('');
  expect(csv).toContain(`Q6: ${LICENCE}`);
  expect(csv).toContain('Nights');
  expect(csv).toContain('forklift-licence.pdf');
  expect(csv).toContain('Recorded');
  expect(csv).not.toContain('Ben');

  await main.getByRole('link', { name: /^Ada / }).click();
  await expect(page.getByRole('heading', { name: /^Ada / })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(EXPERIENCE.replace('.', '\\.')) }).first().click();
  await expect(page.getByText(/Six years on nights, mostly reach trucks\./)).toBeVisible();
  await page.getByRole('button', { name: new RegExp(LICENCE.replace('?', '\\?')) }).first().click();
  await expect(page.getByText('Meets', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: new RegExp(CERTIFICATE.replace('.', '\\.')) }).first().click();
  const file = page.getByRole('link', { name: /forklift-licence\.pdf/ });
  await expect(file).toBeVisible();
  const fileResponse = await page.request.get((await file.getAttribute('href'))!);
  expect(fileResponse.status()).toBe(200);
  expect((await fileResponse.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // The audio answer plays in the same player, said to be sound only, once it is processed.
  await page.getByRole('button', { name: new RegExp(AUDIO.replace('.', '\\.')) }).first().click();
  await expect(page.getByText('Audio answer')).toBeVisible({ timeout: 180_000 });
  await expect(page.locator('video[aria-label="Answer to question 5"]')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'kinds-review-1280');
});

test('a recruiter sets answer types and screening on the job form by keyboard, and they are saved', async ({ page }) => {
  test.setTimeout(240_000);
  await signInFreshAccount(page, 'kinds-form');
  const start = new Date();
  const made = await api<SavedJob>(page.request, 'POST', '/Campaign/SaveJob', {
    campaign: {
      Campaign_Name: `Warehouse Lead ${unique()}`,
      Campaign_Job_Title: 'Warehouse Lead',
      Campaign_StartDate: wireDate(start),
      Campaign_EndDate: wireDate(new Date(start.getTime() + 30 * 86_400_000)),
    },
    questions: [{ Question_Text: LICENCE }, { Question_Text: SHIFT }, { Question_Text: EXPERIENCE }, { Question_Text: VIDEO }],
  });
  const id = made.data.campaign.pk_Campaign_ID;
  await page.goto(`/campaign/edit?id=${id}`);
  await expect(page.getByRole('heading', { name: 'Edit Job' })).toBeVisible();

  /** Picks `option` in the Answer type menu of question `n` from the keyboard. */
  const answerType = async (n: number, option: string) => {
    const group = page.getByRole('group', { name: `Question ${n} answer` });
    await group.getByRole('combobox', { name: 'Answer type' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: option, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(group.getByRole('combobox', { name: 'Answer type' })).toHaveText(option);
    return group;
  };

  // 1: Yes / No, qualifying on yes: a screening question.
  const licence = await answerType(1, 'Yes / No');
  await licence.getByRole('combobox', { name: 'Qualifying answer' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Yes', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(licence.getByText('Screening question: asked before the others.')).toBeVisible();

  // 2: One choice, with its options typed in.
  const shift = await answerType(2, 'One choice');
  await shift.getByRole('textbox', { name: 'Option 1' }).fill('Mornings');
  await shift.getByRole('textbox', { name: 'Option 2' }).fill('Nights');
  await shift.getByRole('button', { name: 'Add option' }).focus();
  await page.keyboard.press('Enter');
  await expect(shift.getByRole('textbox', { name: 'Option 3' })).toBeFocused();
  await page.keyboard.type('Weekends');

  // 3: a written answer with a word limit; 4 stays a video question.
  const written = await answerType(3, 'Written (text)');
  await written.getByRole('textbox', { name: 'Word limit' }).fill('150');

  // What a disqualifying answer does: end after the screening questions, with a message.
  const settings = page.getByRole('region', { name: 'Interview Settings' });
  await settings.getByRole('radio', { name: 'End the interview after the screening questions' }).check();
  await settings.getByRole('textbox', { name: 'Message to the candidate' }).fill(END_MESSAGE);
  await expectAccessible(page);
  await screenshot(page, 'kinds-job-form-1280');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(async () => (await api<{ Question_Kind: string }[]>(page.request, 'GET', `/QuestionGetPerCampaign/Getquestions/${id}`)).data.map((q) => q.Question_Kind), {
      message: 'the answer types are saved',
      timeout: 30_000,
    })
    .toEqual(['yes_no', 'single_choice', 'text', 'video']);
  const saved = (await api<{ Question_Kind: string; Question_Settings: Record<string, unknown> }[]>(page.request, 'GET', `/QuestionGetPerCampaign/Getquestions/${id}`)).data;
  expect(saved[0].Question_Settings).toEqual({ qualifyingAnswer: true });
  expect((saved[1].Question_Settings.options as { label: string }[]).map((o) => o.label)).toEqual(['Mornings', 'Nights', 'Weekends']);
  expect(saved[2].Question_Settings).toMatchObject({ wordLimit: 150 });
  const job = (await api<{ Campaign_ScreeningAction: string; Campaign_ScreeningEndMessage: string }>(page.request, 'GET', `/Campaign/${id}`)).data;
  expect(job).toMatchObject({ Campaign_ScreeningAction: 'end', Campaign_ScreeningEndMessage: END_MESSAGE });
});
