import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, saveJobViaApi, signInFreshAccount, unique } from '../support/authoring';
import { expectAnswerSaved, passIntroSteps, recordAnswer, useSmallCamera } from '../support/candidate';
import { freePort, ownServerEnv, type RunningServer, startServer, waitForHealth } from '../support/server';

/*
 * What the team may do depends on where the candidate is, and an answer is played only once it
 * can be sought. This spec runs its own app server whose ffmpeg waits behind a gate (a file the
 * test creates), so the moment between an answer's upload and its seekable MP4 is held open
 * for as long as the test needs to see it, however busy the machine, and no longer.
 */

const QUESTIONS = ['Tell us about a shift that went wrong.', 'Why this warehouse?'];

/** Checks the response dialog offers exactly these choices, then closes it. */
async function expectResponses(page: Page, choices: string[]) {
  await page.getByRole('button', { name: 'Send response' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send response' });
  await expect(dialog.getByRole('radio')).toHaveCount(choices.length);
  for (const choice of choices) await expect(dialog.getByRole('radio', { name: new RegExp(`^${choice}`) })).toHaveCount(1);
  await expect(dialog.getByRole('radio', { name: /^Shortlist/ })).toHaveCount(0);
  await expect(dialog.getByRole('radio', { name: /^Reject/ })).toHaveCount(0);
  return dialog;
}

/** The player of the answer shown. */
const playerOf = (page: Page, question: number): Locator => page.getByRole('group', { name: `Answer to question ${question} player` });

test('a candidate who has not finished is offered a reminder or a withdrawal only; an answer shows Processing… until it plays with one seekable set of controls', async ({ browser }) => {
  test.setTimeout(600_000);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'candid-e2e-states-'));
  const gate = path.join(tmp, 'transcode-may-run');
  const ffmpeg = path.join(tmp, 'ffmpeg');
  // Waits for the gate file, then is Debian's ffmpeg.
  await writeFile(ffmpeg, `#!/bin/sh\nwhile [ ! -e '${gate}' ]; do sleep 0.1; done\nexec ffmpeg "$@"\n`);
  await chmod(ffmpeg, 0o755);

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server: RunningServer = startServer(ownServerEnv(tmp, port, { FFMPEG_PATH: ffmpeg }), path.join(tmp, 'server.log'));
  const employerContext = await browser.newContext({ baseURL });
  const candidateContext = await browser.newContext({ baseURL, permissions: ['camera', 'microphone'] });
  try {
    await waitForHealth(baseURL, server);
    const page = await employerContext.newPage();
    await signInFreshAccount(page, 'states');
    const job = await saveJobViaApi(page.request, { Campaign_Name: `Warehouse Lead ${unique()}`, Campaign_Job_Title: 'Warehouse Lead' }, QUESTIONS);
    const campaignId = job.campaign.pk_Campaign_ID;
    const enterpriseId = (job.campaign as typeof job.campaign & { fk_Enterprise_ID: number }).fk_Enterprise_ID;

    // ---- A candidate invited by email who never starts ----
    const invitedEmail = `invited.${unique()}@example.test`;
    const sent = await api<[number, string, string, string][]>(page.request, 'POST', '/Message/SendEmail', [
      { fk_Campaign_ID: campaignId, CampaignLine_CandidateEmail: invitedEmail },
    ]);
    const invitedLineId = sent.data[0][0];

    await page.goto(`/candidates?campaignId=${campaignId}`);
    const invitedRow = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: invitedEmail }) });
    await expect(invitedRow.getByText('Not started')).toBeVisible();
    // The email once (it stands in for the name), not twice.
    await expect(invitedRow.getByText(invitedEmail)).toHaveCount(1);
    await invitedRow.getByRole('link', { name: invitedEmail }).click();
    await expect(page.getByRole('heading', { level: 1, name: invitedEmail })).toBeVisible();
    await expect(page.getByText('Not started', { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
    await expect(page.getByText('Decisions open once the candidate finishes the interview.')).toBeVisible();

    // Only a reminder or a withdrawal (or a message of one's own) is offered...
    const dialog = await expectResponses(page, ['Send a reminder', 'Withdraw the invitation', 'Custom message']);
    await dialog.getByRole('radio', { name: /^Send a reminder/ }).check();
    await expect(dialog.getByText(/have not started it yet/)).toBeVisible();
    await expect(dialog.getByText(/completing your video interview/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // ...and the server holds the same rule: 409 with details, never a decision.
    const shortlist = await page.request.post(`/api/Message/sendApplicationResponse?enterpriseID=${enterpriseId}`, {
      data: { campaignLineId: invitedLineId, kind: 'shortlist' },
    });
    expect(shortlist.status()).toBe(409);
    const refused = (await shortlist.json()) as { message: string; details: Record<string, string[]> };
    expect(refused.message).toMatch(/has not finished the interview/);
    expect(refused.details.kind).toHaveLength(1);
    const decided = await page.request.put(`/api/CampaignLine/UpdateCampaignLineStatus?pk_CampaignLine_ID=${invitedLineId}&CampaignLine_Status=4`);
    expect(decided.status()).toBe(409);
    expect(((await decided.json()) as { details: Record<string, string[]> }).details.CampaignLine_Status).toHaveLength(1);

    // Withdrawing the invitation: previewed, sent, and shown at once.
    const withdraw = await expectResponses(page, ['Send a reminder', 'Withdraw the invitation', 'Custom message']);
    await withdraw.getByRole('radio', { name: /^Withdraw the invitation/ }).check();
    await expect(withdraw.getByText(/we have withdrawn your invitation/)).toBeVisible();
    await withdraw.getByRole('button', { name: 'Send response' }).click();
    await expect(withdraw).toBeHidden();
    await expect(page.getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(page.getByText('The invitation was withdrawn.')).toBeVisible();

    // ---- A candidate who answers the first question and stops there ----
    await useSmallCamera(candidateContext);
    const candidate = await candidateContext.newPage();
    const lastName = `Okafor${unique().slice(-5)}`;
    await candidate.goto(`/invite/${campaignId}/${enterpriseId}?link=${job.campaign.publicLinkToken}`);
    await candidate.getByLabel('First name').fill('Chidi');
    await candidate.getByLabel('Last name').fill(lastName);
    await candidate.getByLabel('Email').fill(`chidi.${unique()}@example.test`);
    await candidate.getByRole('button', { name: 'Start interview' }).click();
    await passIntroSteps(candidate);
    await expect(candidate.getByRole('heading', { name: `Question 1 of ${QUESTIONS.length}` })).toBeVisible();
    await recordAnswer(candidate, 4);
    await expectAnswerSaved(candidate);

    await page.goto(`/candidates?campaignId=${campaignId}`);
    await page.getByRole('link', { name: `Chidi ${lastName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Chidi ${lastName}` })).toBeVisible();
    await expect(page.getByText('In progress', { exact: true })).toBeVisible();
    const inProgress = await expectResponses(page, ['Send a reminder', 'Withdraw the invitation', 'Custom message']);
    await inProgress.getByRole('button', { name: 'Cancel' }).click();

    // The answer has arrived but its MP4 is not made yet (ffmpeg waits at the gate): no player, "Processing…".
    await expect(page.getByRole('status', { name: 'Answer to question 1: processing' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Processing the answer' })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);

    // The transcode may run now; the page notices by itself.
    await writeFile(gate, '');
    const player = playerOf(page, 1);
    const video = player.locator('video');
    await expect(video).toHaveCount(1, { timeout: 120_000 });
    await expect(page.getByRole('status', { name: 'Answer to question 1: processing' })).toHaveCount(0);
    await expect(video).toHaveAttribute('poster', /.+/);

    // One set of controls: the browser's are off, the player's seek bar is the only one.
    await expect(video).not.toHaveAttribute('controls');
    const seekBar = player.getByRole('slider', { name: 'Seek' });
    await expect(seekBar).toHaveCount(1);
    await expect(player.getByRole('button', { name: 'Play' })).toHaveCount(1);
    await expect(page.getByText(/Keyboard shortcuts:/)).toHaveCount(0);

    // The MP4 knows its length, and the seek bar moves the video.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { message: 'the MP4 has a duration' }).toBeGreaterThan(2);
    const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
    expect(Number.isFinite(duration)).toBe(true);
    await expect(seekBar).toBeEnabled();
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(0);
    // A click three quarters along the bar (on its rail: the slider's input is visually hidden).
    const rail = player.locator('.MuiSlider-root');
    await rail.scrollIntoViewIfNeeded();
    const box = (await rail.boundingBox())!;
    await rail.click({ position: { x: box.width * 0.75, y: box.height / 2 } });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { message: 'the click on the seek bar moved the video' })
      .toBeGreaterThan(duration * 0.5);
    await expect(seekBar).toHaveAttribute('aria-valuetext', /^0:0\d of 0:0\d$/);
    // The keyboard moves it back: J is 5 seconds back, here to the start (the first frame may be a moment in).
    // Focus and key in one step; a failure says where the video and the focus were.
    await player.getByRole('button', { name: 'Play' }).press('j');
    await expect
      .poll(
        () =>
          video.evaluate((v: HTMLVideoElement) => {
            if (v.currentTime < 1) return 'at the start';
            const focus = document.activeElement;
            const seekable = v.seekable.length > 0 ? `${v.seekable.start(0)}-${v.seekable.end(0)}` : 'none';
            return `at ${v.currentTime}, readyState ${v.readyState}, seeking ${v.seeking}, seekable ${seekable}, focus on ${focus?.getAttribute('aria-label') ?? focus?.tagName}`;
          }),
        { message: 'J went back to the start' },
      )
      .toBe('at the start');

    // The shortcuts are behind the help button, in a dialog the keyboard opens and closes.
    const help = player.getByRole('button', { name: 'Keyboard shortcuts' });
    await help.focus();
    await page.keyboard.press('Enter');
    const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(shortcuts.getByText('Play or pause')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(shortcuts).toBeHidden();
    await expect(help).toBeFocused();
  } finally {
    await writeFile(gate, '').catch(() => undefined);
    await employerContext.close();
    await candidateContext.close();
    await server.stop();
    await rm(tmp, { recursive: true, force: true });
  }
});
