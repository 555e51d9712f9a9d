import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { InterviewBuild, InterviewSession } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildTenants, caller, wrapper, type TestUser } from '../../../test/factories';
import { buildInterviewLine } from '../../../test/interview-fixtures';
import { tempDataDir } from '../../../test/candidate-fixtures';
import { backgroundJobs, questions } from '../../db/schema/index';
import { sampleMp4, startFakeAvatar } from '../../platform/avatar/fake-avatar';
import { startFakeSpeech } from '../../platform/speech/fake-speech';

const mp3 = execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=duration=1', '-f', 'mp3', '-']);
const data = tempDataDir();
let avatar: Awaited<ReturnType<typeof startFakeAvatar>>;
let speech: Awaited<ReturnType<typeof startFakeSpeech>>;
let videoOnly: TestApp;
let both: TestApp;
beforeAll(async () => {
  avatar = await startFakeAvatar(() => ({ polls: 1 }));
  speech = await startFakeSpeech(() => ({ audio: mp3 }));
  const env = { DATA_DIR: data.dir, AVATAR_BASE_URL: avatar.baseUrl, AVATAR_API_KEY: 'syn-key', AVATAR_POLL_MS: '10' };
  videoOnly = await buildTestApp({ startWorkers: false, env });
  both = await buildTestApp({ startWorkers: false, database: videoOnly.database, env: { ...env, TTS_BASE_URL: speech.baseUrl } });
});
afterAll(async () => {
  await both.close();
  await videoOnly.close();
  await speech.close();
  await avatar.close();
  data.remove();
});

const saveJob = (t: TestApp, who: TestUser, over: { id?: number; questions?: object[] } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Campaign/SaveJob',
    headers: who.auth,
    payload: {
      campaign: { ...(over.id ? { pk_Campaign_ID: over.id } : {}), Campaign_Name: 'Nurse', Campaign_StartDate: '2026/01/01', Campaign_EndDate: '2099/12/31' },
      questions: over.questions ?? [{ Question_Text: 'Why nursing?' }, { Question_Text: 'Tell us about a hard shift.' }],
      voice: 'en-AU-WilliamNeural',
    },
  });
const idOf = (res: Awaited<ReturnType<typeof saveJob>>) => (wrapper(res).data as { campaign: { pk_Campaign_ID: number } }).campaign.pk_Campaign_ID;
const buildOf = async (t: TestApp, who: TestUser, id: number) => wrapper(await caller(t.app)('GET', `/api/Campaign/${id}/InterviewBuild`, who.auth)).data as InterviewBuild;
const questionsOf = (t: TestApp, campaignId: number) =>
  t.app.ctx.db.select().from(questions).where(and(eq(questions.campaignId, campaignId), eq(questions.deleted, 0))).orderBy(questions.order);

describe('interview build with an avatar-video provider', () => {
  it('renders every question into the media store; the candidate streams it with Range; unchanged questions are not re-rendered', async () => {
    const { owner } = await buildTenants(videoOnly.app, 'Avatar Co');
    const id = idOf(await saveJob(videoOnly, owner));
    await videoOnly.app.ctx.queue.drain();
    expect(await buildOf(videoOnly, owner, id)).toMatchObject({ state: 'ready', audioSource: 'browser', questionsTotal: 2, questionsDone: 2 });
    expect(avatar.scripts()).toEqual(['Why nursing?', 'Tell us about a hard shift.']);
    const mp4 = sampleMp4();
    const [q1, q2] = await questionsOf(videoOnly, id);
    expect(q1.avatarVideoKey).toMatch(new RegExp(`^avatar/${owner.enterpriseId}/${q1.id}/[0-9a-f]{64}\\.mp4$`));
    expect(q1.avatarSourceHash).toHaveLength(64);
    expect(q1.audioKey).toBeNull();
    expect(await videoOnly.app.ctx.media.stat(q1.avatarVideoKey!)).toMatchObject({ size: mp4.length });

    const line = await buildInterviewLine(videoOnly.app, owner, { campaignId: id, questionCount: 1 });
    const token = { 'x-interview-token': line.token };
    const session = wrapper(await videoOnly.app.inject({ url: `/api/interview/${id}/${owner.enterpriseId}/session`, headers: token })).data as InterviewSession;
    expect(session.questions.map((q) => q.videoUrl)).toEqual([
      `/api/interview/${id}/${owner.enterpriseId}/video/${q1.id}`,
      `/api/interview/${id}/${owner.enterpriseId}/video/${q2.id}`,
      null, // added directly, never built
    ]);
    expect(session.questions.map((q) => q.audioUrl)).toEqual([null, null, null]);
    const url = session.questions[0].videoUrl!;
    const full = await videoOnly.app.inject({ url, headers: token });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('video/mp4');
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.rawPayload.equals(mp4)).toBe(true);
    const part = await videoOnly.app.inject({ url, headers: { ...token, range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${mp4.length}`);
    expect(part.rawPayload.equals(mp4.subarray(0, 100))).toBe(true);
    expect((await videoOnly.app.inject({ url })).statusCode).toBe(401);
    expect((await videoOnly.app.inject({ url: `/api/interview/${id}/${owner.enterpriseId}/video/${session.questions[2].questionId}`, headers: token })).statusCode).toBe(404);

    // Change one question: only it is rendered again, and its old video is removed.
    await videoOnly.app.ctx.db.update(questions).set({ deleted: 1 }).where(eq(questions.id, session.questions[2].questionId));
    const n = avatar.scripts().length;
    await saveJob(videoOnly, owner, { id, questions: [{ pk_Question_ID: q1.id, Question_Text: 'Why nursing?' }, { pk_Question_ID: q2.id, Question_Text: 'Describe a hard shift.' }] });
    await videoOnly.app.ctx.queue.drain();
    expect(avatar.scripts().slice(n)).toEqual(['Describe a hard shift.']);
    const [, q2After] = await questionsOf(videoOnly, id);
    expect(q2After.avatarVideoKey).not.toBe(q2.avatarVideoKey);
    expect(await videoOnly.app.ctx.media.stat(q2.avatarVideoKey!)).toBeNull();
    // Edited behind the build: no stale video is played.
    await videoOnly.app.ctx.db.update(questions).set({ text: 'Edited behind the build?' }).where(eq(questions.id, q1.id));
    expect((await videoOnly.app.inject({ url, headers: token })).statusCode).toBe(404);
  });

  it('runs after the audio step when speech is configured too, counting both in the progress', async () => {
    const { owner } = await buildTenants(both.app, 'Avatar And Voice Co');
    const id = idOf(await saveJob(both, owner));
    await both.app.ctx.queue.drain();
    expect(await buildOf(both, owner, id)).toMatchObject({ state: 'ready', audioSource: 'provider', questionsTotal: 4, questionsDone: 4 });
    for (const q of await questionsOf(both, id)) {
      expect(q.audioKey).toContain(`/${q.id}/`);
      expect(q.avatarVideoKey).toContain(`/${q.id}/`);
    }
  });

  it('retries a failing avatar render and is failed with lastError after the last attempt', async () => {
    const { owner } = await buildTenants(videoOnly.app, 'Failing Avatar Co');
    avatar.behave = () => ({ fail: true });
    const id = idOf(await saveJob(videoOnly, owner));
    const jobRow = () => videoOnly.app.ctx.db.select().from(backgroundJobs).where(and(eq(backgroundJobs.name, 'interview.build'), eq(backgroundJobs.dedupeKey, `campaign:${id}`)));
    for (let attempt = 1; attempt <= 3; attempt++) {
      await videoOnly.app.ctx.queue.drain();
      expect(await buildOf(videoOnly, owner, id)).toMatchObject({ state: attempt < 3 ? 'queued' : 'failed' });
      await videoOnly.app.ctx.db.update(backgroundJobs).set({ runAt: new Date().toISOString() }).where(eq(backgroundJobs.id, (await jobRow())[0].id));
    }
    const [row] = await jobRow();
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row.lastError).toMatch(/avatar video vid-\d+ failed/);
    avatar.behave = () => ({ polls: 1 });
  });
});
