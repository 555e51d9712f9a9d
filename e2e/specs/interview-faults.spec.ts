import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { downloadAnswer, expectAnswerSaved, readyAnswers, recordAnswer, recordings, saveRecording } from '../support/candidate';
import { candidateLineId, startCrashInterview } from '../support/crash-interview';
import { keepTranscodeInputs, probeDurationSeconds, probeMediaSeconds, sha256 } from '../support/media';
import { freePort, ownServerEnv, type RunningServer, startServer, waitForHealth } from '../support/server';

/*
 * Issue 4 fault test: nothing a candidate records is lost when the connection drops or the
 * server dies mid-answer. This spec runs its own app server so it can kill it (SIGKILL, no
 * clean shutdown) and start it again on the same port, database and data directory. Each stored
 * original must be the browser's recording byte for byte (issue 27), and its MP4 as long.
 * interview-sigkill.spec.ts kills the server at exact points of an upload instead of at a time.
 */

test('answers survive a lost connection and a server crash mid-recording with zero bytes lost', async ({ browser }) => {
  test.setTimeout(720_000);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'candid-e2e-faults-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // The transcodes keep a copy of each stored original they are given (the MP4 then replaces it).
  const transcodeInputs = await keepTranscodeInputs(tmp);
  const env = ownServerEnv(tmp, port, transcodeInputs.env);
  let server: RunningServer = startServer(env, path.join(tmp, 'server-1.log'));
  const employerContext = await browser.newContext({ baseURL });
  const candidateContext = await browser.newContext({ baseURL, permissions: ['camera', 'microphone'] });
  try {
    await waitForHealth(baseURL, server);
    // A candidate arrives by the job's public link.
    const interview = await startCrashInterview({ employerContext, candidateContext }, {
      account: 'faults',
      jobTitle: 'Night Shift Lead',
      questions: ['Describe your last night shift.', 'How do you handle a missed delivery?'],
      candidate: { first: 'Grace', last: 'Hopper' },
    });
    const { employer, candidate, job } = interview;

    // Question 1: the network goes away for 6 seconds in the middle of the answer.
    await recordAnswer(candidate, 12, async () => {
      await candidate.waitForTimeout(3_000);
      await candidateContext.setOffline(true);
      await candidate.waitForTimeout(6_000);
      await candidateContext.setOffline(false);
    }, 3);
    await expectAnswerSaved(candidate, 60_000);
    await candidate.getByRole('button', { name: 'Next question' }).click();

    // Question 2: the server is killed mid-answer and comes back 5 seconds later.
    await expect(candidate.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
    await recordAnswer(candidate, 14, async () => {
      await candidate.waitForTimeout(3_000);
      await server.crash();
      await candidate.waitForTimeout(5_000);
      server = startServer(env, path.join(tmp, 'server-2.log'));
      await waitForHealth(baseURL, server);
    }, 4);
    await expectAnswerSaved(candidate, 90_000);
    await candidate.getByRole('button', { name: 'Finish interview' }).click();
    await expect(candidate.getByRole('heading', { name: 'Thank you' })).toBeVisible({ timeout: 60_000 });

    // What the browser recorded is exactly what the server stored: the bytes, and the seconds
    // of the MP4 made from them.
    expect(await recordings(candidate)).toHaveLength(2);
    const recorded = [await saveRecording(candidate, 0), await saveRecording(candidate, 1)];
    const recordedHashes = await Promise.all(recorded.map(async (file) => sha256(await readFile(file))));
    const campaignLineId = await candidateLineId(interview);

    // A transcode cut off by the crash is taken up again when its lease (60 s) runs out.
    const answers = await readyAnswers(employer.request, campaignLineId, 2);
    // Each stored original, as its transcode read it, is one of the recordings byte for byte.
    const originals = (await transcodeInputs.originals()).map(sha256);
    expect(originals.sort(), 'the stored originals are the recordings, byte for byte').toEqual([...recordedHashes].sort());
    for (const [i, question] of job.questions.entries()) {
      const answer = answers.find((a) => a.fk_Question_ID === question.pk_Question_ID)!;
      expect(answer, `an answer to question ${i + 1}`).toBeTruthy();
      const file = await downloadAnswer(employer.request, answer);
      try {
        const stored = await probeDurationSeconds(file);
        const browserSeconds = await probeMediaSeconds(recorded[i]);
        console.log(`[faults] question ${i + 1}: stored ${stored.toFixed(3)} s, recorded ${browserSeconds.toFixed(3)} s`);
        expect(browserSeconds, 'the recording kept going through the fault').toBeGreaterThan(10);
        expect(Math.abs(stored - browserSeconds), `question ${i + 1}: ${stored}s stored vs ${browserSeconds}s recorded`).toBeLessThanOrEqual(0.5);
      } finally {
        await rm(file, { force: true });
        await rm(recorded[i], { force: true });
      }
    }
  } finally {
    await candidateContext.close();
    await employerContext.close();
    await server.stop();
    if (process.env.E2E_KEEP_TMP) console.log(`[e2e] kept ${tmp}`);
    else await rm(tmp, { recursive: true, force: true });
  }
});
