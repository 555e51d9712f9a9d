import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { InterviewBuild, InterviewSession } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildCampaign, buildTenants, caller, wrapper, type TestUser } from '../../../test/factories';
import { buildInterviewLine } from '../../../test/interview-fixtures';
import { tempDataDir } from '../../../test/candidate-fixtures';
import { backgroundJobs, questions } from '../../db/schema/index';
import { startFakeSpeech } from '../../platform/speech/fake-speech';

const mp3 = execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=duration=1', '-f', 'mp3', '-']);
const data = tempDataDir();
let fake: Awaited<ReturnType<typeof startFakeSpeech>>;
let browser: TestApp;
let tts: TestApp;
beforeAll(async () => {
  fake = await startFakeSpeech(() => ({ audio: mp3 }));
  browser = await buildTestApp({ startWorkers: false, env: { DATA_DIR: data.dir } });
  tts = await buildTestApp({
    startWorkers: false,
    database: browser.database,
    env: { DATA_DIR: data.dir, TTS_BASE_URL: fake.baseUrl, TTS_API_KEY: 'sk-tts', TTS_MODEL: 'tts-1-hd' },
  });
});
afterAll(async () => {
  await tts.close();
  await browser.close();
  await fake.close();
  data.remove();
});

const saveJob = (t: TestApp, who: TestUser, over: { id?: number; questions?: object[]; voice?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Campaign/SaveJob',
    headers: who.auth,
    payload: {
      campaign: { ...(over.id ? { pk_Campaign_ID: over.id } : {}), Campaign_Name: 'Nurse', Campaign_StartDate: '2026/01/01', Campaign_EndDate: '2099/12/31' },
      questions: over.questions ?? [{ Question_Text: 'Why nursing?' }, { Question_Text: 'Tell us about a hard shift.' }],
      voice: over.voice ?? 'en-AU-WilliamNeural',
    },
  });
const buildOf = async (t: TestApp, who: TestUser, id: number) => {
  const res = await caller(t.app)('GET', `/api/Campaign/${id}/InterviewBuild`, who.auth);
  return res.statusCode === 200 ? (wrapper(res).data as InterviewBuild) : res.statusCode;
};
const questionsOf = (t: TestApp, campaignId: number) =>
  t.app.ctx.db.select().from(questions).where(and(eq(questions.campaignId, campaignId), eq(questions.deleted, 0))).orderBy(questions.order);
const body = async (t: TestApp, url: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
};

describe('interview build without a speech provider', () => {
  it('is queued by SaveJob and ready at once with audioSource browser; the candidate gets no audio URLs', async () => {
    const { owner, hm, outsider } = await buildTenants(browser.app, 'Browser Voice Co');
    const saved = await saveJob(browser, owner);
    const id = (wrapper(saved).data as { campaign: { pk_Campaign_ID: number } }).campaign.pk_Campaign_ID;
    expect(await buildOf(browser, owner, id)).toMatchObject({ state: 'queued', questionsTotal: 2, questionsDone: 0 });
    const [job] = await browser.app.ctx.db.select().from(backgroundJobs).where(and(eq(backgroundJobs.name, 'interview.build'), eq(backgroundJobs.dedupeKey, `campaign:${id}`)));
    expect(job).toMatchObject({ status: 'pending', enterpriseId: owner.enterpriseId, payload: { enterpriseId: owner.enterpriseId, campaignId: id } });
    // Saving again while the build is pending does not queue a second one.
    await saveJob(browser, owner, { id });
    expect(await browser.app.ctx.db.select().from(backgroundJobs).where(eq(backgroundJobs.dedupeKey, `campaign:${id}`))).toHaveLength(1);

    await browser.app.ctx.queue.drain();
    const ready = await buildOf(browser, owner, id);
    expect(ready).toMatchObject({ state: 'ready', audioSource: 'browser', questionsTotal: 2, questionsDone: 2 });
    expect(typeof (ready as InterviewBuild).updatedAt).toBe('string');
    // A Hiring Manager of the enterprise who does not manage the job does not see it (issue 28).
    expect(await buildOf(browser, hm, id)).toBe(404);
    expect(await buildOf(browser, outsider, id)).toBe(404);
    expect((await browser.app.inject({ url: `/api/Campaign/${id}/InterviewBuild` })).statusCode).toBe(401);
    expect((await browser.app.inject({ url: '/api/Campaign/x/InterviewBuild', headers: owner.auth })).statusCode).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it("answers 'none' for a job that was never built", async () => {
    const { owner } = await buildTenants(browser.app, 'Never Built Co');
    const job = await buildCampaign(browser.app, owner);
    expect(await buildOf(browser, owner, job.id)).toEqual({ state: 'none', audioSource: 'browser', questionsTotal: 0, questionsDone: 0, updatedAt: null });
  });
});

describe('interview build with a speech provider', () => {
  it('speaks every question into the media store, then only what changed', async () => {
    fake.behave = () => ({ audio: mp3 });
    const { owner, outsider } = await buildTenants(tts.app, 'Spoken Co');
    const saved = await saveJob(tts, owner);
    const id = (wrapper(saved).data as { campaign: { pk_Campaign_ID: number } }).campaign.pk_Campaign_ID;
    expect(await buildOf(tts, owner, id)).toMatchObject({ state: 'queued', audioSource: 'browser' });
    const before = fake.requests.length;
    await tts.app.ctx.queue.drain();
    expect(await buildOf(tts, owner, id)).toMatchObject({ state: 'ready', audioSource: 'provider', questionsTotal: 2, questionsDone: 2 });
    const spoken = fake.requests.slice(before);
    expect(spoken.map((r) => r.body)).toEqual([
      { model: 'tts-1-hd', voice: 'onyx', input: 'Why nursing?', response_format: 'mp3' },
      { model: 'tts-1-hd', voice: 'onyx', input: 'Tell us about a hard shift.', response_format: 'mp3' },
    ]);
    expect(spoken[0].headers.authorization).toBe('Bearer sk-tts');

    const [q1, q2] = await questionsOf(tts, id);
    expect(q1.audioKey).toMatch(new RegExp(`^audio/${owner.enterpriseId}/${q1.id}/[0-9a-f]{64}\\.mp3$`));
    expect(q1.audioFileUrl).toBe(`/api/Question/${q1.id}/audio`);
    expect(await tts.app.ctx.media.stat(q1.audioKey!)).toMatchObject({ size: mp3.length });

    // The employer hears it at Question_AudioFileUrl; another tenant cannot.
    const employer = await body(tts, q1.audioFileUrl!, owner.auth);
    expect(employer).toMatchObject({ status: 200, type: 'audio/mpeg' });
    expect(employer.bytes.equals(mp3)).toBe(true);
    expect((await body(tts, q1.audioFileUrl!, outsider.auth)).status).toBe(404);

    // A candidate's session points at the audio, which streams with their token.
    const line = await buildInterviewLine(tts.app, owner, { campaignId: id, questionCount: 1 });
    const session = wrapper(await tts.app.inject({ url: `/api/interview/${id}/${owner.enterpriseId}/session`, headers: { 'x-interview-token': line.token } })).data as InterviewSession;
    expect(session.questions.map((q) => q.audioUrl)).toEqual([
      `/api/interview/${id}/${owner.enterpriseId}/audio/${q1.id}`,
      `/api/interview/${id}/${owner.enterpriseId}/audio/${q2.id}`,
      null, // added directly, never built
    ]);
    const candidate = await body(tts, session.questions[0].audioUrl!, { 'x-interview-token': line.token });
    expect(candidate).toMatchObject({ status: 200, type: 'audio/mpeg' });
    expect(candidate.bytes.equals(mp3)).toBe(true);
    expect((await body(tts, session.questions[0].audioUrl!, {})).status).toBe(401);

    // Change one question: only it is spoken again, and its old audio is removed.
    await tts.app.ctx.db.update(questions).set({ deleted: 1 }).where(eq(questions.id, session.questions[2].questionId));
    const n = fake.requests.length;
    await saveJob(tts, owner, { id, questions: [{ pk_Question_ID: q1.id, Question_Text: 'Why nursing?' }, { pk_Question_ID: q2.id, Question_Text: 'Describe a hard shift.' }] });
    await tts.app.ctx.queue.drain();
    expect(fake.requests.slice(n).map((r) => r.body.input)).toEqual(['Describe a hard shift.']);
    const [, q2After] = await questionsOf(tts, id);
    expect(q2After.audioKey).not.toBe(q2.audioKey);
    expect(await tts.app.ctx.media.stat(q2.audioKey!)).toBeNull();
    // Until rebuilt, edited wording has no audio for candidates (no stale audio is played).
    await tts.app.ctx.db.update(questions).set({ text: 'Edited behind the build?' }).where(eq(questions.id, q1.id));
    const stale = await body(tts, `/api/interview/${id}/${owner.enterpriseId}/audio/${q1.id}`, { 'x-interview-token': line.token });
    expect(stale.status).toBe(404);

    // A new voice re-speaks every question.
    const m = fake.requests.length;
    await saveJob(tts, owner, { id, voice: 'en-AU-NatashaNeural', questions: [{ pk_Question_ID: q1.id, Question_Text: 'Why nursing?' }, { pk_Question_ID: q2.id, Question_Text: 'Describe a hard shift.' }] });
    await tts.app.ctx.queue.drain();
    expect(fake.requests.slice(m).map((r) => r.body.voice)).toEqual(['nova', 'nova']);
  });

  it('re-speaks a cloned job’s questions for the clone and leaves the source job’s audio alone', async () => {
    fake.behave = () => ({ audio: mp3 });
    const { owner } = await buildTenants(tts.app, 'Clone Voice Co');
    const id = (wrapper(await saveJob(tts, owner)).data as { campaign: { pk_Campaign_ID: number } }).campaign.pk_Campaign_ID;
    await tts.app.ctx.queue.drain();
    const source = await questionsOf(tts, id);
    const clone = wrapper(await tts.app.inject({ url: `/api/Campaign/CloneJob/${id}`, headers: owner.auth })).data as { pk_Campaign_ID: number };
    const line = await buildInterviewLine(tts.app, owner, { campaignId: clone.pk_Campaign_ID, questionCount: 1 });
    const session = async () =>
      (wrapper(await tts.app.inject({ url: `/api/interview/${clone.pk_Campaign_ID}/${owner.enterpriseId}/session`, headers: { 'x-interview-token': line.token } })).data as InterviewSession).questions;
    // The copies still point at the source's audio: not theirs, so not offered.
    expect((await session()).map((q) => q.audioUrl)).toEqual([null, null, null]);
    const copies = await questionsOf(tts, clone.pk_Campaign_ID);
    const n = fake.requests.length;
    await saveJob(tts, owner, { id: clone.pk_Campaign_ID, questions: copies.map((q) => ({ pk_Question_ID: q.id, Question_Text: q.text })) });
    await tts.app.ctx.queue.drain();
    expect(fake.requests.slice(n).map((r) => r.body.input).sort()).toEqual(['Question 1?', 'Tell us about a hard shift.', 'Why nursing?']);
    expect((await session()).map((q) => q.audioUrl !== null)).toEqual([true, true, true]);
    for (const q of await questionsOf(tts, clone.pk_Campaign_ID)) expect(q.audioKey).toContain(`/${q.id}/`);
    for (const q of source) expect(await tts.app.ctx.media.stat(q.audioKey!)).not.toBeNull();
  });

  it('is queued again when a question is added or edited through the question endpoints', async () => {
    fake.behave = () => ({ audio: mp3 });
    const { owner } = await buildTenants(tts.app, 'Question Edit Co');
    const job = await buildCampaign(tts.app, owner);
    const res = await tts.app.inject({ method: 'POST', url: '/api/Question', headers: owner.auth, payload: { fk_Campaign_ID: job.id, Question_Text: 'What motivates you?' } });
    expect(res.statusCode).toBe(201);
    expect(await buildOf(tts, owner, job.id)).toMatchObject({ state: 'queued', questionsTotal: 1 });
    await tts.app.ctx.queue.drain();
    expect(await buildOf(tts, owner, job.id)).toMatchObject({ state: 'ready', questionsDone: 1 });
    const [q] = await questionsOf(tts, job.id);
    await tts.app.inject({ method: 'PUT', url: '/api/Question', headers: owner.auth, payload: { pk_Question_ID: q.id, Question_Text: 'What motivates you most?' } });
    expect(await buildOf(tts, owner, job.id)).toMatchObject({ state: 'queued' });
    const n = fake.requests.length;
    await tts.app.ctx.queue.drain();
    expect(fake.requests.slice(n).map((r) => r.body.input)).toEqual(['What motivates you most?']);

    // Deleting a question queues the build too: its count follows the live questions.
    const second = await tts.app.inject({ method: 'POST', url: '/api/Question', headers: owner.auth, payload: { fk_Campaign_ID: job.id, Question_Text: 'Why this team?' } });
    await tts.app.ctx.queue.drain();
    expect(await buildOf(tts, owner, job.id)).toMatchObject({ state: 'ready', questionsTotal: 2 });
    const removed = (wrapper(second).data as { pk_Question_ID: number }).pk_Question_ID;
    expect((await tts.app.inject({ method: 'DELETE', url: `/api/Question/${removed}`, headers: owner.auth })).statusCode).toBe(200);
    expect(await buildOf(tts, owner, job.id)).toMatchObject({ state: 'queued', questionsTotal: 1 });
    await tts.app.ctx.queue.drain();
    expect(await buildOf(tts, owner, job.id)).toMatchObject({ state: 'ready', questionsTotal: 1, questionsDone: 1 });
  });

  it('retries a failing provider and is failed with lastError after the last attempt', async () => {
    const { owner } = await buildTenants(tts.app, 'Failing Voice Co');
    fake.behave = () => ({ status: 503, body: '{"error":{"message":"overloaded"}}' });
    const saved = await saveJob(tts, owner);
    const id = (wrapper(saved).data as { campaign: { pk_Campaign_ID: number } }).campaign.pk_Campaign_ID;
    const jobRow = () => tts.app.ctx.db.select().from(backgroundJobs).where(and(eq(backgroundJobs.name, 'interview.build'), eq(backgroundJobs.dedupeKey, `campaign:${id}`)));
    for (let attempt = 1; attempt <= 3; attempt++) {
      await tts.app.ctx.queue.drain();
      const build = await buildOf(tts, owner, id);
      expect(build).toMatchObject({ state: attempt < 3 ? 'queued' : 'failed' });
      // The retry waits for its backoff; bring it forward instead of waiting.
      await tts.app.ctx.db.update(backgroundJobs).set({ runAt: new Date().toISOString() }).where(eq(backgroundJobs.id, (await jobRow())[0].id));
    }
    const [row] = await jobRow();
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row.lastError).toMatch(/answered 503.*overloaded/);
    fake.behave = () => ({ audio: mp3 });
    // The next save builds again.
    await saveJob(tts, owner, { id });
    await tts.app.ctx.queue.drain();
    expect(await buildOf(tts, owner, id)).toMatchObject({ state: 'ready', audioSource: 'provider', questionsDone: 2 });
  });
});
