import { rm } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { toast } from '../support/app';
import { api, saveJobViaApi, signInFreshAccount, unique } from '../support/authoring';
import {
  downloadAnswer,
  expectAnswerSaved,
  instrumentRecorders,
  passIntroSteps,
  readyAnswers,
  recordAnswer,
  recordings,
  saveRecording,
  tinyPdf,
} from '../support/candidate';
import { waitForMail } from '../support/mail';
import { probeCodecs, probeDurationSeconds, probeMediaSeconds } from '../support/media';

/*
 * Issue 4 end to end: the employer invites a candidate by email, the candidate opens the
 * personal link in a fresh browser with a fake camera and microphone, consents, uploads a
 * resume, passes the device check and practice, answers every question (one with a retake),
 * and the server holds every answer as a playable MP4 of the length that was recorded.
 */

const QUESTIONS = ['Tell us about a time you solved a customer problem.', 'Why do you want to work with us?'];
/** SPEC §9 closing text (the default interview closing dialog). */
const CLOSING = 'That was great, Congratulations on completing the interview. We will assess your interview and get back to you shortly.';

test('a candidate invited by email records every answer and the server keeps each as video of the recorded length', async ({ page, browser }) => {
  test.setTimeout(600_000);
  await signInFreshAccount(page, 'interview');
  const job = await saveJobViaApi(
    page.request,
    {
      Campaign_Name: `Warehouse Supervisor ${unique()}`,
      Campaign_Job_Title: 'Warehouse Supervisor',
      Campaign_ThinkTimeSeconds: 30,
      Campaign_AnswerTimeLimitSeconds: 60,
      Campaign_Retakes: 1,
    },
    QUESTIONS,
  );
  const campaignId = job.campaign.pk_Campaign_ID;

  // The employer invites by email from the Invite Candidates screen.
  const email = `cand.${unique()}@example.test`;
  await page.goto(`/campaign/instant/invite?id=${campaignId}`);
  await expect(page.getByText('Select a method for inviting candidates to interview for this job')).toBeVisible();
  await page.getByRole('button', { name: /^Email Invite/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite By Email' });
  await dialog.getByLabel('Candidate emails').fill(email);
  const sent = page.waitForResponse((r) => r.url().includes('/api/Message/SendEmail'));
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Send' }).click();
  const rows = ((await (await sent).json()) as { data: [number, string, string, string][] }).data;
  expect(rows).toEqual([[expect.any(Number), '200', `Successfully mail sent to ${email}.`, email]]);
  const campaignLineId = rows[0][0];
  await expect(toast(page, `Successfully mail sent to ${email}.`)).toBeVisible();

  // The invitation arrives at the SMTP server with the candidate's personal link.
  const mail = await waitForMail({ to: email, since });
  const link = /https?:\/\/\S+\/invite\/\d+\/\d+\?invitation=[\w-]+/.exec(mail.text)?.[0];
  expect(link, `personal link in:\n${mail.text}`).toBeTruthy();

  // The candidate, in a browser of their own.
  const candidateContext = await browser.newContext({ permissions: ['camera', 'microphone'] });
  await instrumentRecorders(candidateContext);
  const candidate = await candidateContext.newPage();
  await candidate.goto(link!);
  await expect(candidate.getByRole('heading', { name: 'Warehouse Supervisor', level: 1 })).toBeVisible();
  await expect(candidate.getByText('2 questions')).toBeVisible();
  expect(candidate.url(), 'the secret leaves the address bar').not.toContain('invitation=');
  await candidate.getByRole('button', { name: 'Start interview' }).click();
  await candidate.getByLabel('First name').fill('Ada');
  await candidate.getByLabel('Last name').fill('Lovelace');
  await passIntroSteps(candidate, { resume: tinyPdf(), practiceSeconds: 2 });

  // Question 1: record, then use the retake.
  await expect(candidate.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
  await expect(candidate.getByText(QUESTIONS[0])).toBeVisible();
  await recordAnswer(candidate, 3, async () => {
    // Chunks upload while recording; a share of bytes still growing would sit just below 100%,
    // so the page shows the recording and no upload percentage until the answer is stopped.
    await candidate.waitForResponse((r) => r.url().includes('/api/uploads/answers') && r.request().method() === 'PATCH' && r.ok());
    await expect(candidate.getByText('Recording', { exact: true })).toBeVisible();
    await expect(candidate.getByText(/\d+\s*%/)).toHaveCount(0);
  });
  await expectAnswerSaved(candidate);
  await candidate.getByRole('button', { name: 'Re-record (1 left)' }).click();
  await recordAnswer(candidate, 4);
  await expectAnswerSaved(candidate);
  await expect(candidate.getByRole('button', { name: /^Re-record/ })).toHaveCount(0);
  await candidate.getByRole('button', { name: 'Next question' }).click();

  // Question 2.
  await expect(candidate.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
  await recordAnswer(candidate, 3);
  await expectAnswerSaved(candidate);
  await candidate.getByRole('button', { name: 'Finish interview' }).click();
  await expect(candidate.getByRole('heading', { name: 'Thank you' })).toBeVisible({ timeout: 30_000 });
  await expect(candidate.getByText(CLOSING)).toBeVisible();

  // Practice, Q1 attempt 1, Q1 attempt 2, Q2: the bytes the browser's recorder produced.
  const times = await recordings(candidate);
  expect(times).toHaveLength(4);
  const recorded = [await saveRecording(candidate, 1), await saveRecording(candidate, 2), await saveRecording(candidate, 3)];
  await candidateContext.close();

  // On the server: three answers, each an H.264/AAC MP4 as long as what the browser recorded.
  const answers = await readyAnswers(page.request, campaignLineId, 3);
  const answerOf = (questionIndex: number, attempt: number) =>
    answers.find((a) => a.fk_Question_ID === job.questions[questionIndex].pk_Question_ID && a.QuestionResponse_Attempt === attempt);
  const pairs = [
    { answer: answerOf(0, 1), recording: recorded[0], about: 3, time: times[1] },
    { answer: answerOf(0, 2), recording: recorded[1], about: 4, time: times[2] },
    { answer: answerOf(1, 1), recording: recorded[2], about: 3, time: times[3] },
  ];
  for (const { answer, recording, about, time } of pairs) {
    expect(answer, 'an answer for every recording').toBeTruthy();
    const file = await downloadAnswer(page.request, answer!);
    try {
      const stored = await probeDurationSeconds(file);
      const browser = await probeMediaSeconds(recording);
      console.log(`[durations] answer ${answer!.pk_QuestionResponse_ID}: stored ${stored.toFixed(3)} s, recorded ${browser.toFixed(3)} s`);
      expect(Math.abs(stored - browser), `answer ${answer!.pk_QuestionResponse_ID}: ${stored}s stored vs ${browser}s recorded`).toBeLessThanOrEqual(0.5);
      // At least what the test waited for once the app showed the stop button (it does so only
      // when the recorder really records), and nothing shorter than the recorder ran by its own
      // events: a lost chunk would show here. Only a lower bound: a busy machine may deliver the
      // recorder's start event, or the click, seconds late, so the media may be longer than
      // the span between the events (a CI run measured 10.3 s of media for 8.5 s of events).
      expect(browser, `the recording is at least ${about}s long`).toBeGreaterThan(about - 0.5);
      const ran = (time.stopMs - time.startMs) / 1000;
      expect(browser, `recorded ${browser}s; the recorder ran ${ran}s between its start and stop events`).toBeGreaterThan(ran - 1.5);
      expect(await probeCodecs(file)).toEqual(expect.arrayContaining(['h264', 'aac']));
    } finally {
      await rm(file, { force: true });
      await rm(recording, { force: true });
    }
    const poster = await page.request.get(answer!.QuestionResponse_PosterUrl!);
    expect(poster.headers()['content-type']).toBe('image/jpeg');
  }

  // The resume is stored with the line.
  const resumes = await api<{ CandidateResume_OriginalName: string }[]>(page.request, 'GET', `/CandidateResume/GetByCampaignLine?campaignLineId=${campaignLineId}`);
  expect(resumes.data.map((r) => r.CandidateResume_OriginalName)).toEqual(['ada-lovelace-cv.pdf']);
});
