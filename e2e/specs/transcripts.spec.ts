import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { api, signInDemo } from '../support/authoring';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/browser';
import { expectAccessible, screenshot } from '../support/page-checks';
import { completedInterview } from '../support/review';

/*
 * Issue 15 end to end: a candidate answers with Chromium's fake microphone playing a known spoken
 * sentence; the reviewer reads the transcript, plays the video from a line, turns captions on,
 * finds the candidate by a word they said, and reads the summary.
 */

const SENTENCE = 'I have worked as a barista for five years and I love making coffee for people every morning.';
/** The sentence's words a reviewer would look for (short function words left out). */
const WORDS = [...new Set(SENTENCE.toLowerCase().replace(/[^a-z ]/g, '').split(' ').filter((w) => w.length > 3))];
/**
 * The sentence is about 6.5 s long and Chromium plays the file in a loop from when the microphone
 * opens (the device check), not from when recording starts: 1.5 s of silence after it and an
 * answer of two loops and more make sure one whole sentence is in the recording.
 */
const ANSWER_SECONDS = 19;
const DEMO_OWNER = 'owner@demo.candid.test';

interface Segment {
  start: number;
  end: number;
  text: string;
}
interface Transcript {
  Status: string;
  Segments: Segment[];
}

/** The spoken sentence as a WAV for --use-file-for-fake-audio-capture (16-bit PCM, mono). */
function speakSentence(dir: string): string {
  const spoken = path.join(dir, 'sentence.wav');
  const padded = path.join(dir, 'answer.wav');
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '140', '-w', spoken, SENTENCE]);
  execFileSync('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', spoken, '-af', 'apad=pad_dur=1.5', '-ac', '1', '-c:a', 'pcm_s16le', padded]);
  return padded;
}

/** A browser of its own for the candidate: the project's flags, and a microphone that speaks the WAV. */
async function browserSpeaking(wav: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-audio-capture=${wav}`],
  });
}

/** Turns a switch of the company's Transcripts section on, if it is off. */
async function switchOn(page: Page, name: string) {
  const toggle = page.getByRole('region', { name: 'Transcripts' }).getByRole('switch', { name });
  await expect(toggle).toBeEnabled();
  if (!(await toggle.isChecked())) await toggle.click();
  await expect(toggle).toBeChecked();
}

test('a reviewer reads, plays from, captions, searches and summarises what a candidate said', async ({ page }) => {
  test.setTimeout(900_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'candid-e2e-speech-'));
  const speaking = await browserSpeaking(speakSentence(dir));
  try {
    await signInDemo(page, DEMO_OWNER);

    // ---- The company's transcript settings: an engine runs here; transcripts and summaries on ----
    await page.goto('/company/transcripts');
    const settings = page.getByRole('region', { name: 'Transcripts' });
    await expect(settings.getByText(/^Speech recognition on this server: /)).toBeVisible();
    await switchOn(page, 'Transcripts and captions of answers');
    await switchOn(page, 'Summaries of what candidates said');
    await screenshot(page, 'transcripts-settings', { fullPage: true });
    await expectAccessible(page);

    // ---- The candidate answers, their microphone speaking the sentence ----
    const lastName = `Said${Date.now() % 100000}`;
    const done = await completedInterview(page, speaking, {
      jobName: 'Barista',
      questions: ['Tell us about your experience.'],
      firstName: 'Greta',
      lastName,
      seconds: ANSWER_SECONDS,
    });
    const fullName = `Greta ${lastName}`;
    const responseId = done.answers[0].pk_QuestionResponse_ID;

    // ---- The transcript, beside or under the player, once recognition is done ----
    await page.goto(`/candidates/info?id=${done.campaignLineId}`);
    await expect(page.getByRole('heading', { name: fullName })).toBeVisible();
    const lines = page.getByRole('list', { name: 'Transcript segments' });
    await expect(lines, 'the transcript arrives by itself (transcode, then recognition)').toBeVisible({ timeout: 420_000 });
    const transcript = (await api<Transcript>(page.request, 'GET', `/QuestionResponse/${responseId}/transcript`)).data;
    expect(transcript.Status).toBe('ready');
    const heard = transcript.Segments.map((s) => s.text).join(' ').toLowerCase();
    const found = WORDS.filter((w) => new RegExp(`\\b${w}\\b`).test(heard));
    expect(found.length / WORDS.length, `most of "${SENTENCE}" in "${heard}" (found ${found.join(', ')})`).toBeGreaterThanOrEqual(0.6);
    await expect(lines.getByRole('button')).toHaveCount(transcript.Segments.length);

    // ---- A line plays the video from its start ----
    const video = page.getByLabel('Answer to question 1', { exact: true });
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
    });
    const last = transcript.Segments.length - 1;
    const target = transcript.Segments[last];
    expect(target.start, 'the last line starts after the first second').toBeGreaterThan(1);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(target.start - 0.5);
    const line = lines.getByRole('button').nth(last);
    await line.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { message: 'the video moved to the line' }).toBeGreaterThanOrEqual(target.start - 0.3);
    await expect(line).toHaveAttribute('aria-current', 'true');
    await video.evaluate((v: HTMLVideoElement) => v.pause());

    // ---- Captions: the WebVTT track of the answer, shown when CC is on ----
    const cc = page.getByRole('button', { name: 'Captions' });
    await expect(cc).toHaveAttribute('aria-pressed', 'false');
    await cc.click();
    await expect(cc).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => (v.textTracks[0]?.mode === 'showing' ? (v.textTracks[0].cues?.length ?? 0) : -1)), {
        message: 'the captions track is showing and has its cues',
      })
      .toBeGreaterThan(0);
    const captions = await page.request.get(`/api/QuestionResponse/${responseId}/captions.vtt`);
    expect(captions.status()).toBe(200);
    expect(await captions.text()).toMatch(/^WEBVTT/);

    // ---- The summary, made once the transcript was, with what it is not ----
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByText(/^Made by /), 'the summary arrives by itself').toBeVisible({ timeout: 180_000 });
    await expect(summary.getByText('It is not a score, a ranking or a judgement of the candidate.', { exact: false })).toBeVisible();
    await screenshot(page, 'transcripts-candidate', { fullPage: true });
    await expectAccessible(page);

    // ---- Finding the candidate by a word they said ----
    const word = [...found].sort((a, b) => b.length - a.length)[0];
    await page.goto('/candidates');
    await page.getByRole('combobox', { name: 'Search in' }).click();
    await page.getByRole('option', { name: 'What they said or wrote' }).click();
    await page.getByRole('searchbox', { name: 'Search candidates' }).fill(word);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: fullName }) });
    await expect(row).toBeVisible();
    await expect(row.locator('mark').first()).toHaveText(new RegExp(word, 'i'));
    await screenshot(page, 'transcripts-search', { fullPage: true });
    await expectAccessible(page);
    await row.getByRole('link', { name: /^Play from / }).click();
    await expect(page).toHaveURL(new RegExp(`/candidates/info\\?id=${done.campaignLineId}&response=${responseId}&t=\\d+`));
    await expect(page.getByRole('list', { name: 'Transcript segments' })).toBeVisible();

    // A word nobody said finds nobody.
    await page.goto('/candidates');
    await page.getByRole('combobox', { name: 'Search in' }).click();
    await page.getByRole('option', { name: 'What they said or wrote' }).click();
    await page.getByRole('searchbox', { name: 'Search candidates' }).fill('xylophone');
    await expect(page.getByRole('heading', { name: 'No candidate said “xylophone”' })).toBeVisible();
  } finally {
    await speaking.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
