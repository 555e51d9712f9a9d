import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_LEVEL, MSG, QUESTION_RESPONSE_STATUS, type Transcript } from '@candid/shared';
import type { DbOrTx } from '../../db/client';
import { campaigns, questionResponses, transcripts, webhookEvents } from '../../db/schema/index';
import { SttUnavailableError } from '../../platform/stt/types';
import { enqueue } from '../../platform/queue/define';
import { transcodeJob } from '../media/transcode';
import { emit } from '../webhooks/emit';
import { useTestApp } from '../../../test/harness';
import { buildTenants, buildUser, wrapper, type TestUser } from '../../../test/factories';
import { buildReviewJob, seedCompletedLine } from '../../../test/review-fixtures';
import { makeWebm } from '../../../test/interview-fixtures';
import { FakeSpeechToText, jobsNamed, makeDue } from '../../../test/transcript-fixtures';
import { TRANSCRIBE_MAX_ATTEMPTS, transcribeJob } from './job';
import { toWebVtt, vttTime } from './captions';

const t = useTestApp({ startWorkers: false });
const stt = new FakeSpeechToText();
let owner: TestUser;
let hm: TestUser;
let outsider: TestUser;
let admin: TestUser;
let job: Awaited<ReturnType<typeof buildReviewJob>>;
let otherJob: Awaited<ReturnType<typeof buildReviewJob>>;

const said = (...sentences: string[]) => ({ segments: sentences.map((text, i) => ({ start: i * 2, end: i * 2 + 1.5, text })), language: 'en' });

beforeAll(async () => {
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Transcribing Co'));
  admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Administrator);
  job = await buildReviewJob(t.app, owner, { hiringManagerId: hm.id, questionCount: 2, name: 'Nurse' });
  otherJob = await buildReviewJob(t.app, owner, { questionCount: 1, name: 'Porter' });
});

beforeEach(() => {
  t.app.ctx.stt = stt;
  stt.calls = [];
  stt.answers = [];
});

const get = (user: TestUser | null, url: string) => t.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });
const post = (user: TestUser | null, url: string) => t.app.inject({ method: 'POST', url, headers: user?.auth ?? {} });
const putSettings = (user: TestUser, body: object) => t.app.inject({ method: 'PUT', url: '/api/Transcripts/Settings', headers: user.auth, payload: body });
const transcriptOf = async (responseId: number, user = owner) => wrapper(await get(user, `/api/QuestionResponse/${responseId}/transcript`)).data as Transcript;
const drain = () => t.app.ctx.queue.drain();

/** An uploaded (not yet transcoded) answer: a real WebM in the store, and its transcode queued. */
async function uploadedAnswer(jobOf = job) {
  const { lineId, responses } = await seedCompletedLine(t.app.ctx.db, { enterpriseId: owner.enterpriseId, campaignId: jobOf.campaignId, questionIds: [jobOf.questionIds[0]] });
  const webm = makeWebm(path.join(os.tmpdir(), 'candid-transcripts-test', 'answer.webm'), 2);
  const originalKey = `answers/${owner.enterpriseId}/${lineId}/${responses[0].id}.webm`;
  await t.app.ctx.media.put(originalKey, webm, 'video/webm');
  const [response] = await t.app.ctx.db
    .update(questionResponses)
    .set({ status: QUESTION_RESPONSE_STATUS.Uploaded, originalKey, mp4Key: null, posterKey: null, mimeType: 'video/webm' })
    .where(eq(questionResponses.id, responses[0].id))
    .returning();
  await enqueue(t.app.ctx.db, transcodeJob, { responseId: response.id }, { enterpriseId: owner.enterpriseId });
  return { lineId, response };
}

/** A ready answer with a stand-in video in the store. */
async function readyLine(jobOf = job, opts: { completedAt?: string | null } = {}) {
  return seedCompletedLine(t.app.ctx.db, { enterpriseId: owner.enterpriseId, campaignId: jobOf.campaignId, media: t.app.ctx.media, ...opts });
}

describe('the transcribe job', () => {
  it('runs after the transcode makes the answer playable, and stores the segments, engine and language', async () => {
    stt.answers = [said('I led a team of twelve nurses.', 'We cut waiting times by a third.')];
    const { response } = await uploadedAnswer();
    await drain();
    const transcript = await transcriptOf(response.id);
    expect(transcript).toMatchObject({ Status: 'ready', Language: 'en', Engine: 'fake-stt en', Error: null });
    expect(transcript.Segments).toEqual([
      { start: 0, end: 1.5, text: 'I led a team of twelve nurses.' },
      { start: 2, end: 3.5, text: 'We cut waiting times by a third.' },
    ]);
    // The engine was handed the transcoded MP4 (a real file) in the enterprise's language.
    expect(stt.calls).toHaveLength(1);
    expect(stt.calls[0]).toMatchObject({ language: 'en' });
    expect(stt.calls[0].file).toMatch(/\.mp4$/);
    expect(stt.calls[0].bytes).toBeGreaterThan(1000);
    const [row] = await t.app.ctx.db.select().from(transcripts).where(eq(transcripts.questionResponseId, response.id));
    expect(row.fullText).toBe('I led a team of twelve nurses. We cut waiting times by a third.');
    expect(row.tsConfig).toBe('english');
    expect(row.attempts).toBe(1);
  });

  it('retries a failed recognition through the queue and succeeds on a later attempt', async () => {
    const { responses } = await readyLine(otherJob);
    const id = responses[0].id;
    stt.answers = [new SttUnavailableError('network', 'connection refused'), said('Third time lucky.')];
    expect((await post(owner, `/api/QuestionResponse/${id}/transcript`)).statusCode).toBe(202);
    await drain();
    expect(await transcriptOf(id)).toMatchObject({ Status: 'queued', Error: MSG.transcriptServiceUnreachable });
    await makeDue(t.app, transcribeJob.name);
    await drain();
    expect(await transcriptOf(id)).toMatchObject({ Status: 'ready', Error: null, Segments: [{ start: 0, end: 1.5, text: 'Third time lucky.' }] });
    expect(stt.calls).toHaveLength(2);
  });

  it('marks the transcript failed with a sentence for the reviewer after the last attempt', async () => {
    const { responses } = await readyLine(otherJob);
    const id = responses[0].id;
    stt.answers = Array.from({ length: TRANSCRIBE_MAX_ATTEMPTS }, () => new SttUnavailableError('timeout', 'too slow'));
    expect((await post(owner, `/api/QuestionResponse/${id}/transcript`)).statusCode).toBe(202);
    for (let i = 0; i < TRANSCRIBE_MAX_ATTEMPTS; i++) {
      await makeDue(t.app, transcribeJob.name);
      await drain();
    }
    expect(await transcriptOf(id)).toMatchObject({ Status: 'failed', Error: MSG.transcriptTimeout, Segments: [] });
    expect(stt.calls).toHaveLength(TRANSCRIBE_MAX_ATTEMPTS);
    const jobs = (await jobsNamed(t.app, transcribeJob.name)).filter((j) => j.payload.responseId === id);
    expect(jobs.map((j) => j.status)).toEqual(['failed']);
    // The captions stay unavailable.
    expect((await get(owner, `/api/QuestionResponse/${id}/captions.vtt`)).statusCode).toBe(404);
  });

  it('asks the engine for the job’s language (its primary subtag), whatever the company’s setting', async () => {
    const spanish = await buildReviewJob(t.app, owner, { questionCount: 1, name: 'Enfermera' });
    await t.app.ctx.db.update(campaigns).set({ language: 'es-ES' }).where(eq(campaigns.id, spanish.campaignId));
    t.app.ctx.stt = new FakeSpeechToText([]);
    const any = t.app.ctx.stt as FakeSpeechToText;
    any.answers = [{ segments: [{ start: 0, end: 1.5, text: 'Trabajé ocho años en urgencias.' }], language: 'es' }];
    const { responses } = await readyLine(spanish);
    const id = responses[0].id;
    expect((await post(owner, `/api/QuestionResponse/${id}/transcript`)).statusCode).toBe(202);
    await drain();
    expect(any.calls).toHaveLength(1);
    expect(any.calls[0].language).toBe('es');
    expect(await transcriptOf(id)).toMatchObject({ Status: 'ready', Language: 'es', Segments: [{ text: 'Trabajé ocho años en urgencias.' }] });
    const [row] = await t.app.ctx.db.select().from(transcripts).where(eq(transcripts.questionResponseId, id));
    expect(row.tsConfig).toBe('spanish');
  });

  it('does not run an English-only engine on a job in another language: the transcript fails at once, saying why', async () => {
    const french = await buildReviewJob(t.app, owner, { questionCount: 1, name: 'Infirmière' });
    await t.app.ctx.db.update(campaigns).set({ language: 'fr-FR' }).where(eq(campaigns.id, french.campaignId));
    const { responses } = await readyLine(french);
    const id = responses[0].id;
    expect((await post(owner, `/api/QuestionResponse/${id}/transcript`)).statusCode).toBe(202);
    await drain();
    const transcript = await transcriptOf(id);
    expect(transcript).toMatchObject({ Status: 'failed', Segments: [] });
    expect(transcript.Error).toBe('The built-in speech engine understands English only; this answer is in French.');
    expect(stt.calls).toHaveLength(0);
    // Not retried: nothing is waiting for the engine.
    const jobs = (await jobsNamed(t.app, transcribeJob.name)).filter((j) => j.payload.responseId === id);
    expect(jobs.map((j) => j.status)).toEqual(['done']);
    // A job in a variant of English is the engine's language.
    const { responses: english } = await readyLine(otherJob);
    stt.answers = [said('G’day.')];
    expect((await post(owner, `/api/QuestionResponse/${english[0].id}/transcript`)).statusCode).toBe(202);
    await drain();
    expect(stt.calls.map((c) => c.language)).toEqual(['en']);
  });

  it('queues nothing when the enterprise has transcripts off, or when no engine runs', async () => {
    expect((await putSettings(owner, { TranscriptsEnabled: false, SummariesEnabled: false, Language: 'en' })).statusCode).toBe(200);
    try {
      const before = (await jobsNamed(t.app, transcribeJob.name)).length;
      const { response } = await uploadedAnswer();
      await drain();
      const [ready] = await t.app.ctx.db.select().from(questionResponses).where(eq(questionResponses.id, response.id));
      expect(ready.status).toBe(QUESTION_RESPONSE_STATUS.Ready);
      expect(await transcriptOf(response.id)).toMatchObject({ Status: 'none', Segments: [] });
      expect(await jobsNamed(t.app, transcribeJob.name)).toHaveLength(before);
      const rerun = await post(owner, `/api/QuestionResponse/${response.id}/transcript`);
      expect(rerun.statusCode).toBe(409);
      expect(wrapper(rerun).message).toBe(MSG.transcriptsOff);
    } finally {
      await putSettings(owner, { TranscriptsEnabled: true, SummariesEnabled: false, Language: 'en' });
    }
    t.app.ctx.stt = null;
    const before = (await jobsNamed(t.app, transcribeJob.name)).length;
    const { response } = await uploadedAnswer();
    await drain();
    expect(await transcriptOf(response.id)).toMatchObject({ Status: 'none' });
    expect(await jobsNamed(t.app, transcribeJob.name)).toHaveLength(before);
    const rerun = await post(owner, `/api/QuestionResponse/${response.id}/transcript`);
    expect(rerun.statusCode).toBe(409);
    expect(wrapper(rerun).message).toBe(MSG.transcriptNoEngine);
  });
});

describe('GET and POST /QuestionResponse/{id}/transcript', () => {
  it('re-runs recognition: 202 queued, then the new transcript replaces the old', async () => {
    const { responses } = await readyLine();
    const id = responses[0].id;
    stt.answers = [said('First take of the words.')];
    const first = await post(owner, `/api/QuestionResponse/${id}/transcript`);
    expect(first.statusCode).toBe(202);
    expect(wrapper(first).data).toMatchObject({ QuestionResponse_ID: id, Status: 'queued' });
    await drain();
    expect((await transcriptOf(id)).Segments.map((s) => s.text)).toEqual(['First take of the words.']);
    stt.answers = [said('Second, better recognition.')];
    // The job's hiring manager reviews the answer, so may ask again too.
    expect((await post(hm, `/api/QuestionResponse/${id}/transcript`)).statusCode).toBe(202);
    expect((await transcriptOf(id)).Status).toBe('queued');
    await drain();
    expect(await transcriptOf(id, hm)).toMatchObject({ Status: 'ready', Segments: [{ start: 0, end: 1.5, text: 'Second, better recognition.' }] });
  });

  it('answers 401 signed out, 400 for a bad id, 404 for another tenant or a job the hiring manager does not manage', async () => {
    const { responses } = await readyLine(otherJob);
    const id = responses[0].id;
    for (const method of ['GET', 'POST'] as const) {
      const url = `/api/QuestionResponse/${id}/transcript`;
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url: '/api/QuestionResponse/abc/transcript', headers: owner.auth })).statusCode).toBe(400);
      expect((await t.app.inject({ method, url, headers: outsider.auth })).statusCode).toBe(404);
      expect((await t.app.inject({ method, url, headers: hm.auth })).statusCode).toBe(404);
    }
    expect((await get(null, `/api/QuestionResponse/${id}/captions.vtt`)).statusCode).toBe(401);
    expect((await get(outsider, `/api/QuestionResponse/${id}/captions.vtt`)).statusCode).toBe(404);
    expect((await get(hm, `/api/QuestionResponse/${id}/captions.vtt`)).statusCode).toBe(404);
    // Nothing was queued by the refused calls.
    expect(await t.app.ctx.db.select().from(transcripts).where(eq(transcripts.questionResponseId, id))).toEqual([]);
  });

  it('answers 409 for an answer that is not playable yet', async () => {
    const { responses } = await readyLine();
    const id = responses[0].id;
    await t.app.ctx.db.update(questionResponses).set({ status: QUESTION_RESPONSE_STATUS.Uploaded }).where(eq(questionResponses.id, id));
    const res = await post(owner, `/api/QuestionResponse/${id}/transcript`);
    expect(res.statusCode).toBe(409);
    expect(wrapper(res).message).toBe(MSG.transcriptAnswerNotReady);
  });
});

describe('captions', () => {
  it('formats cue times as HH:MM:SS.mmm', () => {
    expect(vttTime(0)).toBe('00:00:00.000');
    expect(vttTime(1.5)).toBe('00:00:01.500');
    expect(vttTime(3725.0456)).toBe('01:02:05.046');
  });

  it('serves a valid WebVTT file with escaped cue text', async () => {
    const { responses } = await readyLine();
    const id = responses[0].id;
    expect((await get(owner, `/api/QuestionResponse/${id}/captions.vtt`)).statusCode).toBe(404);
    stt.answers = [
      {
        language: 'en',
        segments: [
          { start: 0.25, end: 2, text: 'I used <b>bold</b> & brave --> ideas.' },
          { start: 2, end: 2, text: '   ' },
          { start: 61.5, end: 3725.5, text: 'A very\nlong answer.' },
        ],
      },
    ];
    await post(owner, `/api/QuestionResponse/${id}/transcript`);
    await drain();
    const res = await get(owner, `/api/QuestionResponse/${id}/captions.vtt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toBe(
      'WEBVTT\n\n' +
        '1\n00:00:00.250 --> 00:00:02.000\nI used &lt;b&gt;bold&lt;/b&gt; &amp; brave --&gt; ideas.\n\n' +
        '2\n00:01:01.500 --> 01:02:05.500\nA very long answer.\n\n',
    );
    expect((await get(hm, `/api/QuestionResponse/${id}/captions.vtt`)).statusCode).toBe(200);
  });

  it('never writes a cue that ends before it starts', () => {
    expect(toWebVtt([{ start: 5, end: 1, text: 'x' }])).toBe('WEBVTT\n\n1\n00:00:05.000 --> 00:00:05.001\nx\n\n');
    expect(toWebVtt([])).toBe('WEBVTT\n\n');
  });
});

describe('through a share link', () => {
  async function share(lineIds: number[], anonymised: boolean) {
    const res = await t.app.inject({ method: 'POST', url: '/api/ReviewShare', headers: owner.auth, payload: { campaignLineIds: lineIds, anonymised, expiresInDays: 3 } });
    expect(res.statusCode, res.body).toBe(201);
    const created = wrapper(res).data as { pk_ReviewShare_ID: number; url: string };
    return { id: created.pk_ReviewShare_ID, token: created.url.split('/share/')[1] };
  }

  it('gives the transcript and captions of a shared answer, anonymised or not, and 404 once revoked', async () => {
    const shared = await readyLine();
    const notShared = await readyLine();
    const id = shared.responses[0].id;
    stt.answers = [said('My name does not matter here.')];
    await post(owner, `/api/QuestionResponse/${id}/transcript`);
    await drain();
    for (const anonymised of [true, false]) {
      const { id: shareId, token } = await share([shared.lineId], anonymised);
      const transcript = await get(null, `/api/share/${token}/answers/${id}/transcript`);
      expect(transcript.statusCode).toBe(200);
      expect(transcript.headers['cache-control']).toBe('private, no-store');
      expect(wrapper(transcript).data).toMatchObject({ QuestionResponse_ID: id, Status: 'ready', Segments: [{ text: 'My name does not matter here.' }] });
      const vtt = await get(null, `/api/share/${token}/answers/${id}/captions.vtt`);
      expect(vtt.statusCode).toBe(200);
      expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
      expect(vtt.headers['cache-control']).toBe('private, no-store');
      expect(vtt.body).toContain('00:00:00.000 --> 00:00:01.500\nMy name does not matter here.');
      // A candidate not in the share, and an answer not shown (an older attempt's id), are 404.
      const other = notShared.responses[0].id;
      expect((await get(null, `/api/share/${token}/answers/${other}/transcript`)).statusCode).toBe(404);
      expect((await get(null, `/api/share/${token}/answers/${other}/captions.vtt`)).statusCode).toBe(404);
      // A second answer without a transcript: status none, captions 404.
      const second = shared.responses[1].id;
      expect(wrapper(await get(null, `/api/share/${token}/answers/${second}/transcript`)).data).toMatchObject({ Status: 'none' });
      expect((await get(null, `/api/share/${token}/answers/${second}/captions.vtt`)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/ReviewShare/${shareId}`, headers: owner.auth })).statusCode).toBe(200);
      expect((await get(null, `/api/share/${token}/answers/${id}/transcript`)).statusCode).toBe(404);
      expect((await get(null, `/api/share/${token}/answers/${id}/captions.vtt`)).statusCode).toBe(404);
    }
    expect((await get(null, `/api/share/${'x'.repeat(43)}/answers/${id}/transcript`)).statusCode).toBe(404);
  });
});

describe('GET and PUT /Transcripts/Settings', () => {
  it('starts from the defaults and tells which engine runs', async () => {
    const fresh = await buildTenants(t.app, 'Fresh Settings Co');
    const res = await get(fresh.hm, '/api/Transcripts/Settings');
    expect(res.statusCode).toBe(200);
    expect(wrapper(res).data).toEqual({
      TranscriptsEnabled: true,
      SummariesEnabled: false,
      Language: 'en',
      EngineAvailable: true,
      Engine: 'fake-stt en',
      OfflineLanguages: ['en'],
    });
    t.app.ctx.stt = null;
    expect(wrapper(await get(fresh.owner, '/api/Transcripts/Settings')).data).toMatchObject({ EngineAvailable: false, Engine: null, OfflineLanguages: [] });
  });

  it('lets owners and administrators change them; hiring managers get 403, signed out 401, bad input 400', async () => {
    const fresh = await buildTenants(t.app, 'Settings Roles Co');
    const administrator = await buildUser(t.app, fresh.owner.enterpriseId, ACCESS_LEVEL.Administrator);
    const body = { TranscriptsEnabled: false, SummariesEnabled: true, Language: 'es' };
    expect((await putSettings(fresh.hm, body)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/Transcripts/Settings', payload: body })).statusCode).toBe(401);
    expect((await get(null, '/api/Transcripts/Settings')).statusCode).toBe(401);
    expect((await putSettings(fresh.owner, { ...body, Language: 'Spanish!' })).statusCode).toBe(400);
    expect((await putSettings(fresh.owner, { Language: 'en' })).statusCode).toBe(400);
    expect(wrapper(await get(fresh.owner, '/api/Transcripts/Settings')).data).toMatchObject({ TranscriptsEnabled: true, Language: 'en' });

    const saved = await putSettings(fresh.owner, body);
    expect(saved.statusCode).toBe(200);
    expect(wrapper(saved).data).toMatchObject(body);
    const again = await putSettings(administrator, { ...body, Language: 'es-MX' });
    expect(again.statusCode).toBe(200);
    expect(wrapper(await get(fresh.hm, '/api/Transcripts/Settings')).data).toMatchObject({ ...body, Language: 'es-MX' });
    // Another enterprise's choices are its own.
    expect(wrapper(await get(outsider, '/api/Transcripts/Settings')).data).toMatchObject({ TranscriptsEnabled: true, SummariesEnabled: false, Language: 'en' });
    expect(admin.level).toBe(ACCESS_LEVEL.Administrator);
  });
});

describe('the transcript row', () => {
  it('is kept per answer attempt and tenant', async () => {
    const rows = await t.app.ctx.db.select().from(transcripts).where(and(eq(transcripts.enterpriseId, outsider.enterpriseId)));
    expect(rows).toEqual([]);
  });
});

describe('the answer.transcoded event', () => {
  it("queues the transcript in the emitter's transaction: a rollback leaves neither the event nor the transcript", async () => {
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/Webhook',
      headers: owner.auth,
      payload: { Url: 'https://transcoded.example.com/h', Events: ['answer.transcoded'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const { responses } = await readyLine();
    const answer = responses[0];
    const transcoded = {
      enterpriseId: owner.enterpriseId,
      type: 'answer.transcoded' as const,
      data: { jobId: answer.campaignId, candidateId: answer.campaignLineId, answerId: answer.id, questionId: answer.questionId },
    };
    const eventsOf = (db: DbOrTx) => db.select().from(webhookEvents).where(and(eq(webhookEvents.enterpriseId, owner.enterpriseId), eq(webhookEvents.type, 'answer.transcoded')));
    const transcriptRows = (db: DbOrTx) =>
      db.select().from(transcripts).where(and(eq(transcripts.enterpriseId, owner.enterpriseId), eq(transcripts.questionResponseId, answer.id)));
    const jobsBefore = (await jobsNamed(t.app, transcribeJob.name)).length;
    const eventsBefore = (await eventsOf(t.app.ctx.db)).length;
    let seenInside = false;
    await t.app.ctx.db
      .transaction(async (tx) => {
        await emit({ db: tx, events: t.app.ctx.events }, transcoded);
        // The subscriber's work is there, inside the emitter's transaction.
        expect(await transcriptRows(tx)).toMatchObject([{ status: 'queued' }]);
        expect(await eventsOf(tx)).toHaveLength(eventsBefore + 1);
        seenInside = true;
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(seenInside).toBe(true);
    expect(await transcriptRows(t.app.ctx.db)).toEqual([]);
    expect(await eventsOf(t.app.ctx.db)).toHaveLength(eventsBefore);
    expect(await jobsNamed(t.app, transcribeJob.name)).toHaveLength(jobsBefore);

    // Committed, both are there.
    await t.app.ctx.db.transaction((tx) => emit({ db: tx, events: t.app.ctx.events }, transcoded));
    expect(await transcriptRows(t.app.ctx.db)).toMatchObject([{ status: 'queued' }]);
    expect(await eventsOf(t.app.ctx.db)).toHaveLength(eventsBefore + 1);
    expect(await jobsNamed(t.app, transcribeJob.name)).toHaveLength(jobsBefore + 1);
    const webhookId = (wrapper(hook).data as { Webhook_ID: number }).Webhook_ID;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/Webhook/${webhookId}`, headers: owner.auth })).statusCode).toBe(200);
  });
});
