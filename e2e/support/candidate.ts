import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { api } from './authoring';

/**
 * Driving the candidate app (apps/web/src/interview) as a candidate would, and reading back
 * what the server stored. Recording lengths are measured independently of the app: an init
 * script timestamps every MediaRecorder's own 'start' and 'stop' events.
 */

export interface RecordingTimes {
  startMs: number;
  stopMs: number;
}

interface RecordingLog {
  startMs: number;
  stopMs: number;
  chunks: Blob[];
}

/** Must run before the candidate page loads (it wraps MediaRecorder.prototype.start). */
export async function instrumentRecorders(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    type Entry = { startMs: number; stopMs: number; chunks: Blob[]; calledMs: number; mimeType: string; tracks: string[]; events: string[] };
    const w = window as unknown as { __recordings: Entry[] };
    w.__recordings = [];
    if (typeof MediaRecorder === 'undefined') return;
    const start = MediaRecorder.prototype.start;
    MediaRecorder.prototype.start = function (this: MediaRecorder, ...args: Parameters<MediaRecorder['start']>) {
      const calledMs = performance.now();
      const at = () => Math.round(performance.now() - calledMs);
      const entry: Entry = {
        startMs: 0,
        stopMs: 0,
        chunks: [],
        calledMs,
        mimeType: this.mimeType,
        // What the recorder was given: a diagnosis when a recording comes out empty.
        tracks: this.stream.getTracks().map((t) => `${t.kind}:${t.readyState}${t.muted ? ':muted' : ''}${t.enabled ? '' : ':disabled'}`),
        events: [],
      };
      w.__recordings.push(entry);
      this.addEventListener('start', () => {
        entry.startMs = performance.now();
        entry.events.push(`start@${at()}`);
      });
      this.addEventListener('stop', () => {
        entry.stopMs = performance.now();
        entry.events.push(`stop@${at()}`);
      });
      this.addEventListener('error', () => entry.events.push(`error@${at()}`));
      // A copy of everything the browser recorded, to compare with what the server stored.
      this.addEventListener('dataavailable', (e) => {
        const data = (e as BlobEvent).data;
        entry.events.push(`data ${data.size}B@${at()}`);
        entry.chunks.push(data);
      });
      return start.apply(this, args);
    };
  });
}

/** What each recorder of the page did (type, tracks, events): for failure messages. */
export async function recorderLog(page: Page): Promise<string> {
  return page
    .evaluate(() =>
      (window as unknown as { __recordings?: { mimeType: string; tracks: string[]; events: string[] }[] }).__recordings
        ?.map((r, i) => `#${i} ${r.mimeType} [${r.tracks.join(', ')}] ${r.events.join(' ')}`)
        .join('\n') ?? '(recorders not instrumented)',
    )
    .catch((err: Error) => `(page gone: ${err.message})`);
}

/**
 * Makes the fake camera record at 320x240 whatever the app asks for: the fault test is about
 * bytes and seconds, and small frames keep its transcodes quick on a busy two-core machine.
 */
export async function useSmallCamera(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const devices = navigator.mediaDevices;
    if (!devices?.getUserMedia) return;
    const getUserMedia = devices.getUserMedia.bind(devices);
    devices.getUserMedia = (constraints?: MediaStreamConstraints) =>
      getUserMedia(constraints?.video ? { ...constraints, video: { width: 320, height: 240, frameRate: 15 } } : constraints);
  });
}

/** The recordings the page has made so far, in order (practice included when recorded). */
export async function recordings(page: Page): Promise<RecordingTimes[]> {
  return page.evaluate(() =>
    (window as unknown as { __recordings: RecordingLog[] }).__recordings.map(({ startMs, stopMs }) => ({ startMs, stopMs })),
  );
}

/** Writes the bytes the browser recorded for recording `index` to a temp file; returns its path. */
export async function saveRecording(page: Page, index: number): Promise<string> {
  const base64 = await page.evaluate(async (i) => {
    const log = (window as unknown as { __recordings: RecordingLog[] }).__recordings[i];
    const bytes = new Uint8Array(await new Blob(log.chunks).arrayBuffer());
    let binary = '';
    for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
    return btoa(binary);
  }, index);
  const file = path.join(os.tmpdir(), `candid-e2e-recording-${index}-${Date.now()}-${Math.random().toString(36).slice(2)}.webm`);
  await writeFile(file, Buffer.from(base64, 'base64'));
  return file;
}

/** A minimal, valid one-page PDF (a resume). */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 24 Tf 72 760 Td (Ada Lovelace) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Consent, resume (optional), device check and practice (skipped or recorded): a job whose first question is recorded. */
export async function passIntroSteps(page: Page, opts: { resume?: Buffer; practiceSeconds?: number } = {}): Promise<void> {
  await passConsentAndResume(page, opts);
  await passDeviceCheck(page, opts);
}

/** Consent and the resume step (a file, or Skip). */
export async function passConsentAndResume(page: Page, opts: { resume?: Buffer } = {}): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Before you start' })).toBeVisible();
  await page.getByLabel(/I agree to the recording/).check();
  await page.getByRole('button', { name: 'Agree and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Your resume' })).toBeVisible();
  if (opts.resume) {
    await page.locator('#resume-file').setInputFiles({ name: 'ada-lovelace-cv.pdf', mimeType: 'application/pdf', buffer: opts.resume });
    await expect(page.getByText('Uploaded: ada-lovelace-cv.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
  } else {
    await page.getByRole('button', { name: 'Skip' }).click();
  }
}

/** The device check and the practice (skipped or recorded), before the first recorded question. */
export async function passDeviceCheck(page: Page, opts: { practiceSeconds?: number } = {}): Promise<void> {
  await expect(page.getByRole('heading', { name: /camera and microphone/ })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Practice question' })).toBeVisible();
  if (opts.practiceSeconds) {
    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.waitForTimeout(opts.practiceSeconds * 1000);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await page.getByRole('button', { name: 'Start the questions' }).click();
  } else {
    await page.getByRole('button', { name: 'Skip practice' }).click();
  }
}

/**
 * Records one answer of at least `seconds` on the current question. `during` runs mid-recording;
 * the recording then goes on for at least `afterSeconds` more, however long `during` took.
 */
export async function recordAnswer(page: Page, seconds: number, during?: () => Promise<void>, afterSeconds = 0): Promise<void> {
  await page.getByRole('button', { name: /^Start recording( now)?$/ }).click();
  await expect(page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  const started = Date.now();
  if (during) await during();
  const left = Math.max(seconds * 1000 - (Date.now() - started), afterSeconds * 1000);
  if (left > 0) await page.waitForTimeout(left);
  await page.getByRole('button', { name: 'Stop recording' }).click();
}

/** Waits until the current answer is acknowledged by the server. */
export async function expectAnswerSaved(page: Page, timeout = 60_000): Promise<void> {
  try {
    await expect(page.getByText('Answer saved')).toBeVisible({ timeout });
  } catch (err) {
    throw new Error(`${(err as Error).message}\nRecorders:\n${await recorderLog(page)}`);
  }
}

export interface StoredAnswer {
  pk_QuestionResponse_ID: number;
  fk_Question_ID: number;
  QuestionResponse_Attempt: number;
  QuestionResponse_Status: number;
  QuestionResponse_DurationMs: number | null;
  QuestionResponse_VideoUrl: string | null;
  QuestionResponse_PosterUrl: string | null;
}

/** The line's answers as reviewers see them, once every one is processed (status 2, ready). */
export async function readyAnswers(request: APIRequestContext, campaignLineId: number, count: number, timeout = 300_000): Promise<StoredAnswer[]> {
  let answers: StoredAnswer[] = [];
  await expect
    .poll(
      async () => {
        try {
          answers = (await api<StoredAnswer[]>(request, 'GET', `/QuestionResponse/getQuestionResponseVideos/${campaignLineId}`)).data;
        } catch (err) {
          // A kept-alive connection the server closed while idle (the request context sits
          // unused for minutes while the candidate records) fails once: the next poll reconnects.
          if (/ECONNRESET|socket hang up/.test((err as Error).message)) return -1;
          throw err;
        }
        return answers.filter((a) => a.QuestionResponse_Status === 2).length;
      },
      { timeout, message: 'every answer transcoded (status 2)' },
    )
    .toBe(count)
    .catch((err: Error) => {
      const states = answers.map((a) => `#${a.pk_QuestionResponse_ID} q${a.fk_Question_ID} attempt ${a.QuestionResponse_Attempt}: status ${a.QuestionResponse_Status}`);
      throw new Error(`${err.message}\nAnswers: ${states.join('; ') || '(none)'}`);
    });
  return answers;
}

/** Downloads an answer's video through the reviewer route to a temp file; returns its path. */
export async function downloadAnswer(request: APIRequestContext, answer: StoredAnswer): Promise<string> {
  expect(answer.QuestionResponse_VideoUrl).toBeTruthy();
  const res = await request.get(answer.QuestionResponse_VideoUrl!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^video\/mp4/);
  const file = path.join(os.tmpdir(), `candid-e2e-answer-${answer.pk_QuestionResponse_ID}-${Date.now()}.mp4`);
  await writeFile(file, await res.body());
  return file;
}

/** The candidate token the app keeps for a job (localStorage `candid.interview.{campaignId}`). */
export async function candidateToken(page: Page, campaignId: number): Promise<string> {
  const token = await page.evaluate((key) => localStorage.getItem(key), `candid.interview.${campaignId}`);
  expect(token, 'the candidate app keeps its token').toBeTruthy();
  return token!;
}
