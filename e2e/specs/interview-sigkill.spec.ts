import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAnswerSaved, readyAnswers, recordAnswer, recordings, saveRecording } from '../support/candidate';
import { candidateLineId, startCrashInterview } from '../support/crash-interview';
import { byteDifference, sha256 } from '../support/media';
import { freePort, ownServerEnv, type RunningServer, startServer, waitForHealth } from '../support/server';

/*
 * Issue 27: zero loss under SIGKILL, byte for byte. The server kills itself (CANDID_FAULT, a
 * crash hook it honours only with NODE_ENV=test: apps/server/src/modules/uploads/fault.ts) at
 * exact points of the candidate's uploads, is started again on the same port, database and data
 * directory, and the candidate's own page (Chromium, the app's IndexedDB chunk store and tus
 * client) carries on by itself. Then every stored original must be exactly the bytes the
 * browser's MediaRecorder produced: same SHA-256, not merely the same duration.
 *
 * - Question 1: killed while a PATCH body is arriving (the 2nd PATCH: part of its bytes in the
 *   upload file, the rest never), then again after the final PATCH's bytes are all written but
 *   before the answer is finished and the 204 sent (the next HEAD finishes it).
 * - Question 2: killed after the 2nd PATCH's bytes are written, before its 204: the client never
 *   heard of bytes the server has, and must neither send them twice nor skip any.
 *
 * The server has no ffmpeg (FFMPEG_PATH and FFPROBE_PATH lead nowhere), so answers are kept as
 * recorded: no transcode replaces the original, which is read from the media store on disk
 * (DATA_DIR/media/answers/...) and through the reviewers' video route.
 */

const NO_FFMPEG = { FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe', STT_ENGINE: 'off' };
/** How long a crash point may take to be reached: the PATCHes come every few seconds of recording. */
const FAULT_TIMEOUT_MS = 180_000;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

test('answers are stored byte for byte when the server is SIGKILLed mid-PATCH and between a write and its acknowledgement', async ({ browser }) => {
  test.setTimeout(900_000);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'candid-e2e-sigkill-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = path.join(tmp, 'data');
  let runs = 0;
  const start = (fault?: string) => {
    runs += 1;
    console.log(`[sigkill] server run ${runs}${fault ? `, CANDID_FAULT=${fault}` : ''}`);
    return startServer(ownServerEnv(tmp, port, { ...NO_FFMPEG, ...(fault ? { CANDID_FAULT: fault } : {}) }), path.join(tmp, `server-${runs}.log`));
  };
  /**
   * Waits for the server to kill itself at `fault`, then starts the next one (with `next`, if
   * any). Returns the upload the server was writing when it died.
   */
  const restartAfter = async (fault: string, next?: string) => {
    const ended = await server.ended(FAULT_TIMEOUT_MS);
    const said = server.tail().split('\n').find((line) => line.startsWith(`CANDID_FAULT ${fault}:`));
    expect(ended, `run ${runs} ended by its own SIGKILL`).toEqual({ code: null, signal: 'SIGKILL' });
    expect(said, `run ${runs} was killed by CANDID_FAULT=${fault}; its output:\n${server.tail()}`).toBeTruthy();
    console.log(`[sigkill] ${said}`);
    await server.crash();
    server = start(next);
    await waitForHealth(baseURL, server);
    return /: upload (\S+):/.exec(said!)![1];
  };

  let server: RunningServer = start('kill-mid-patch:2');
  const employerContext = await browser.newContext({ baseURL });
  const candidateContext = await browser.newContext({ baseURL, permissions: ['camera', 'microphone'] });
  try {
    await waitForHealth(baseURL, server);
    const interview = await startCrashInterview({ employerContext, candidateContext }, {
      account: 'sigkill',
      jobTitle: 'Warehouse Supervisor',
      questions: ['Tell us about a stock count that went wrong.', 'How do you plan a peak-season roster?'],
      candidate: { first: 'Katherine', last: 'Johnson' },
    });
    const { employer, candidate, job } = interview;

    // Question 1: the server dies during the answer's 2nd PATCH, and again after its last one.
    let firstUpload = '';
    await recordAnswer(candidate, 12, async () => {
      firstUpload = await restartAfter('kill-mid-patch:2', 'kill-after-patch-write:final');
    }, 4);
    expect(await restartAfter('kill-after-patch-write:final', 'kill-after-patch-write:2'), 'the same upload resumed').toBe(firstUpload);
    await expectAnswerSaved(candidate, 120_000);
    await candidate.getByRole('button', { name: 'Next question' }).click();

    // Question 2: the server dies once the 2nd PATCH's bytes are written, before it answers.
    // (Question 1 needed no PATCH on this server: its HEAD found every byte and finished it.)
    await expect(candidate.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
    await recordAnswer(candidate, 12, async () => {
      expect(await restartAfter('kill-after-patch-write:2'), "question 2's upload").not.toBe(firstUpload);
    }, 4);
    await expectAnswerSaved(candidate, 120_000);
    await candidate.getByRole('button', { name: 'Finish interview' }).click();
    await expect(candidate.getByRole('heading', { name: 'Thank you' })).toBeVisible({ timeout: 60_000 });

    // The bytes the browser's MediaRecorder produced, one recording per question.
    expect(await recordings(candidate)).toHaveLength(2);
    const recorded: Buffer[] = [];
    for (const i of [0, 1]) {
      const file = await saveRecording(candidate, i);
      recorded.push(await readFile(file));
      await rm(file, { force: true });
    }
    const campaignLineId = await candidateLineId(interview);

    // Each answer, as reviewers get it, is its own question's recording byte for byte, in one
    // attempt (no restart started a second one).
    const answers = await readyAnswers(employer.request, campaignLineId, 2);
    expect(answers.map((a) => [a.fk_Question_ID, a.QuestionResponse_Attempt])).toEqual(
      expect.arrayContaining(job.questions.map((q) => [q.pk_Question_ID, 1])),
    );
    expect(answers).toHaveLength(2);
    const differences: (string | null)[] = [];
    for (const [i, question] of job.questions.entries()) {
      const answer = answers.find((a) => a.fk_Question_ID === question.pk_Question_ID)!;
      const res = await employer.request.get(answer.QuestionResponse_VideoUrl!);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^video\/webm/);
      const body = await res.body();
      console.log(`[sigkill] question ${i + 1}: stored ${body.length} bytes, recorded ${recorded[i].length}, sha256 ${sha256(body)} / ${sha256(recorded[i])}`);
      differences.push(byteDifference(body, recorded[i]));
    }
    expect(differences, 'each stored answer against its recording').toEqual([null, null]);

    // The stored originals as the media store holds them on disk: one per recording, each
    // exactly the browser's bytes. (Without ffmpeg nothing ever replaces them.)
    const stored = await Promise.all((await filesUnder(path.join(dataDir, 'media', 'answers'))).map((f) => readFile(f)));
    expect(stored.map(sha256).sort(), 'the stored originals are the recordings, byte for byte').toEqual(recorded.map(sha256).sort());
    // Their upload files left the tus store once the answers were stored.
    expect(await filesUnder(path.join(dataDir, 'uploads'))).toEqual([]);
  } finally {
    await candidateContext.close();
    await employerContext.close();
    await server.stop();
    if (process.env.E2E_KEEP_TMP) console.log(`[e2e] kept ${tmp}`);
    else await rm(tmp, { recursive: true, force: true });
  }
});
