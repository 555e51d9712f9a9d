import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MSG, QUESTION_RESPONSE_STATUS, type CandidateSummary } from '@candid/shared';
import { campaignLines, candidateSummaries, questionResponses } from '../../db/schema/index';
import { startFakeOpenAi, type FakeOpenAi } from '../../platform/ai/fake-openai';
import { EXTRACTIVE_MODEL, NO_SPEECH, extractiveSummary, splitSentences } from '../../platform/ai/offline/summary';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildTenants, wrapper, type TestUser } from '../../../test/factories';
import { STAND_IN_VIDEO, buildReviewJob, seedCompletedLine } from '../../../test/review-fixtures';
import { buildInterviewLine } from '../../../test/interview-fixtures';
import { FakeSpeechToText, jobsNamed, makeDue } from '../../../test/transcript-fixtures';
import { SUMMARY_MAX_ATTEMPTS, summaryJob } from './summary';

/*
 * Candidate summaries (issue 15): made once every answer of a finished candidate is transcribed,
 * offline (key sentences) or by an OpenAI-compatible service (facts only), with the model stored.
 */

const ANSWERS = [
  ['I have worked as a nurse for eight years.', 'Most of that time was in the emergency department at Royal Hospital.', 'I also trained new graduates.'],
  ['I would stay calm and check the patient first.', 'Then I would call the doctor and write everything down.'],
];

interface Cast {
  app: FastifyInstance;
  owner: TestUser;
  hm: TestUser;
  outsider: TestUser;
  job: Awaited<ReturnType<typeof buildReviewJob>>;
  otherJob: Awaited<ReturnType<typeof buildReviewJob>>;
  stt: FakeSpeechToText;
}

async function cast(app: FastifyInstance): Promise<Cast> {
  const { owner, hm, outsider } = await buildTenants(app, 'Summaries Co');
  const job = await buildReviewJob(app, owner, { hiringManagerId: hm.id, questionCount: 2, name: 'Nurse' });
  const otherJob = await buildReviewJob(app, owner, { questionCount: 2, name: 'Porter' });
  const stt = new FakeSpeechToText();
  app.ctx.stt = stt;
  const res = await app.inject({ method: 'PUT', url: '/api/Transcripts/Settings', headers: owner.auth, payload: { TranscriptsEnabled: true, SummariesEnabled: true, Language: 'en' } });
  expect(res.statusCode).toBe(200);
  return { app, owner, hm, outsider, job, otherJob, stt };
}

/** A finished candidate whose answers are transcribed as ANSWERS say (through the real job). */
async function transcribedLine(c: Cast, opts: { completedAt?: string | null; jobOf?: Cast['job'] } = {}) {
  const line = await seedCompletedLine(c.app.ctx.db, { enterpriseId: c.owner.enterpriseId, campaignId: (opts.jobOf ?? c.job).campaignId, media: c.app.ctx.media, completedAt: opts.completedAt });
  c.stt.answers = ANSWERS.map((sentences) => ({ language: 'en', segments: sentences.map((text, i) => ({ start: i * 3, end: i * 3 + 2.5, text })) }));
  // One at a time, so the engine's answers go to the answers in order.
  for (const r of line.responses) {
    const res = await c.app.inject({ method: 'POST', url: `/api/QuestionResponse/${r.id}/transcript`, headers: c.owner.auth });
    expect(res.statusCode, res.body).toBe(202);
    await c.app.ctx.queue.drain();
  }
  return line;
}

const getSummary = async (c: Cast, lineId: number, user = c.owner) => {
  const res = await c.app.inject({ method: 'GET', url: `/api/CampaignLine/${lineId}/summary`, headers: user.auth });
  expect(res.statusCode, res.body).toBe(200);
  return wrapper(res).data as CandidateSummary | null;
};

describe('the extractive summary', () => {
  it('quotes each answer’s key sentences in order, and the best of them overall', () => {
    const summary = extractiveSummary({
      language: 'en',
      answers: [
        { id: 1, question: 'Experience?', transcript: ANSWERS[0].join(' ') },
        { id: 2, question: 'Scenario?', transcript: 'um yeah so I think well I would stay calm. Then I would call the doctor and check medication charts carefully. Okay. That is all. Thanks.' },
        { id: 3, question: 'Silent', transcript: '   ' },
        { id: 4, question: 'Hesitant', transcript: 'Um. Uh.' },
      ],
    });
    expect(summary).toMatchObject({ kind: 'extractive', model: EXTRACTIVE_MODEL });
    expect(summary.answers.map((a) => a.id)).toEqual([1, 2, 3, 4]);
    // Three sentences: one is kept, the first (where people state their point) by a small margin.
    expect(summary.answers[0].summary).toBe('I have worked as a nurse for eight years.');
    expect(summary.answers[1].summary).toContain('Then I would call the doctor and check medication charts carefully.');
    expect(summary.answers[1].summary).not.toContain('Thanks');
    // Hesitations are not quoted.
    expect(summary.answers[1].summary).not.toMatch(/\bum\b/i);
    expect(summary.answers[2].summary).toBe(NO_SPEECH);
    expect(summary.answers[3].summary).toBe(NO_SPEECH);
    // Only the candidate's own words: every sentence of the overall summary is one they said.
    const said = [ANSWERS[0].join(' '), 'yeah so I think well I would stay calm. Then I would call the doctor and check medication charts carefully.'].join(' ');
    for (const sentence of splitSentences(summary.overall)) expect(said.toLowerCase()).toContain(sentence.replace(/\.$/, '').toLowerCase());
  });

  it('cuts an unpunctuated transcript into windows of words', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    expect(splitSentences(words)).toHaveLength(3);
    expect(splitSentences('One. Two! Three?')).toEqual(['One.', 'Two!', 'Three?']);
  });
});

describe('candidate summaries, offline', () => {
  let t: TestApp;
  let c: Cast;
  beforeAll(async () => {
    t = await buildTestApp({ startWorkers: false });
    c = await cast(t.app);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.app.ctx.stt = c.stt;
  });

  it('is made once every answer of a finished candidate is transcribed, and stored with the model', async () => {
    const line = await transcribedLine(c);
    const summary = await getSummary(c, line.lineId);
    expect(summary).toMatchObject({ fk_CampaignLine_ID: line.lineId, Kind: 'extractive', Model: EXTRACTIVE_MODEL });
    expect(summary!.Answers.map((a) => [a.QuestionResponse_ID, a.fk_Question_ID])).toEqual(line.responses.map((r) => [r.id, r.questionId]));
    expect(summary!.Answers[0].Summary).toBe('I have worked as a nurse for eight years.');
    expect(summary!.Overall.length).toBeGreaterThan(20);
    // The job's hiring manager reads it too.
    expect(await getSummary(c, line.lineId, c.hm)).toEqual(summary);
  });

  it('waits while the candidate has not finished the interview', async () => {
    const line = await transcribedLine(c, { completedAt: null });
    expect(await getSummary(c, line.lineId)).toBeNull();
    await t.app.ctx.db.update(campaignLines).set({ completedAt: new Date().toISOString() }).where(eq(campaignLines.id, line.lineId));
    // A reviewer can ask for it then.
    const res = await t.app.inject({ method: 'POST', url: `/api/CampaignLine/${line.lineId}/summary`, headers: c.owner.auth });
    expect(res.statusCode).toBe(202);
    expect(wrapper(res).data).toBeNull();
    await t.app.ctx.queue.drain();
    expect(await getSummary(c, line.lineId)).toMatchObject({ Kind: 'extractive' });
  });

  it('is made when the candidate finishes after their answers were transcribed', async () => {
    const l = await buildInterviewLine(t.app, c.owner, { questionCount: 2 });
    const responses = await t.app.ctx.db
      .insert(questionResponses)
      .values(
        l.questionIds.map((questionId) => ({
          enterpriseId: l.enterpriseId,
          campaignId: l.campaignId,
          campaignLineId: l.line.id,
          questionId,
          status: QUESTION_RESPONSE_STATUS.Ready,
          mp4Key: `answers/${l.enterpriseId}/${l.line.id}/${questionId}.mp4`,
        })),
      )
      .returning();
    for (const [i, r] of responses.entries()) {
      await t.app.ctx.media.put(r.mp4Key!, STAND_IN_VIDEO, 'video/mp4');
      c.stt.answers = [{ language: 'en', segments: ANSWERS[i].map((text, k) => ({ start: k * 3, end: k * 3 + 2.5, text })) }];
      expect((await t.app.inject({ method: 'POST', url: `/api/QuestionResponse/${r.id}/transcript`, headers: c.owner.auth })).statusCode).toBe(202);
      await t.app.ctx.queue.drain();
    }
    expect(await getSummary(c, l.line.id)).toBeNull();
    const done = await t.app.inject({ method: 'POST', url: `/api/interview/${l.campaignId}/${l.enterpriseId}/complete`, headers: { 'x-interview-token': l.token } });
    expect(done.statusCode, done.body).toBe(200);
    await t.app.ctx.queue.drain();
    expect(await getSummary(c, l.line.id)).toMatchObject({ Kind: 'extractive', Model: EXTRACTIVE_MODEL });
  });

  it('makes it again on request (202 with the current one), and answers 401, 404 and 409 as it should', async () => {
    const line = await transcribedLine(c, { jobOf: c.otherJob });
    const first = await getSummary(c, line.lineId);
    expect(first).not.toBeNull();
    const url = `/api/CampaignLine/${line.lineId}/summary`;
    const again = await t.app.inject({ method: 'POST', url, headers: c.owner.auth });
    expect(again.statusCode).toBe(202);
    expect(wrapper(again).data).toEqual(first);
    await t.app.ctx.queue.drain();
    expect((await getSummary(c, line.lineId))!.GeneratedAt >= first!.GeneratedAt).toBe(true);

    for (const method of ['GET', 'POST'] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url, headers: c.outsider.auth })).statusCode).toBe(404);
      // Not the hiring manager's job.
      expect((await t.app.inject({ method, url, headers: c.hm.auth })).statusCode).toBe(404);
      expect((await t.app.inject({ method, url: '/api/CampaignLine/abc/summary', headers: c.owner.auth })).statusCode).toBe(400);
    }
    // Nothing transcribed yet: 409.
    const fresh = await seedCompletedLine(t.app.ctx.db, { enterpriseId: c.owner.enterpriseId, campaignId: c.job.campaignId });
    const none = await t.app.inject({ method: 'POST', url: `/api/CampaignLine/${fresh.lineId}/summary`, headers: c.owner.auth });
    expect(none.statusCode).toBe(409);
    expect(wrapper(none).message).toBe(MSG.summaryNeedsTranscripts);
  });

  it('is not made when the enterprise has summaries off', async () => {
    await t.app.inject({ method: 'PUT', url: '/api/Transcripts/Settings', headers: c.owner.auth, payload: { TranscriptsEnabled: true, SummariesEnabled: false, Language: 'en' } });
    try {
      const line = await transcribedLine(c);
      expect(await getSummary(c, line.lineId)).toBeNull();
      const rows = await t.app.ctx.db.select().from(candidateSummaries).where(and(eq(candidateSummaries.campaignLineId, line.lineId)));
      expect(rows).toEqual([]);
      const res = await t.app.inject({ method: 'POST', url: `/api/CampaignLine/${line.lineId}/summary`, headers: c.owner.auth });
      expect(res.statusCode).toBe(409);
      expect(wrapper(res).message).toBe(MSG.summariesOff);
    } finally {
      await t.app.inject({ method: 'PUT', url: '/api/Transcripts/Settings', headers: c.owner.auth, payload: { TranscriptsEnabled: true, SummariesEnabled: true, Language: 'en' } });
    }
  });
});

describe('candidate summaries through an OpenAI-compatible service', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let c: Cast;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await buildTestApp({ startWorkers: false, env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-summary-1', AI_TIMEOUT_MS: '2000' } });
    c = await cast(t.app);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** Answers as a model would: one summary per answer id found in the prompt. */
  const summarising = () => {
    fake.behave = (req) => {
      const user = req.body.messages?.[1]?.content ?? '';
      const ids = [...user.matchAll(/Answer id: (\d+)/g)].map((m) => Number(m[1]));
      return { content: JSON.stringify({ answers: ids.map((id) => ({ id, summary: `The candidate described answer ${id}.` })), overall: 'The candidate described eight years of nursing.' }) };
    };
  };

  it('asks for facts only and stores the model’s summary with the model name', async () => {
    summarising();
    fake.requests.length = 0;
    const line = await transcribedLine(c);
    const summary = await getSummary(c, line.lineId);
    expect(summary).toMatchObject({ Kind: 'ai', Model: 'fake-summary-1', Overall: 'The candidate described eight years of nursing.' });
    expect(summary!.Answers).toEqual(
      line.responses.map((r) => ({ QuestionResponse_ID: r.id, fk_Question_ID: r.questionId, Summary: `The candidate described answer ${r.id}.` })),
    );
    const chats = fake.requests.filter((r) => r.path === '/v1/chat/completions');
    expect(chats).toHaveLength(1);
    const [system, user] = chats[0].body.messages!;
    expect(chats[0].body.model).toBe('fake-summary-1');
    expect(system.content).toContain('Report only factual content');
    expect(system.content).toContain('Do not evaluate, score, rank, judge or recommend');
    expect(user.content).toContain('Question: Question 1?');
    expect(user.content).toContain('Transcript: I have worked as a nurse for eight years.');
    // In the job's language (issue 32), not the company's setting ('en').
    expect(user.content).toContain('(language: en-AU)');
    expect(chats[0].body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'answer_summaries' } });
  });

  it('retries a failing service and stores the offline summary after the last attempt', async () => {
    fake.behave = () => ({ status: 400, body: { error: { message: 'bad request' } } });
    const line = await transcribedLine(c);
    for (let i = 1; i < SUMMARY_MAX_ATTEMPTS; i++) {
      expect(await getSummary(c, line.lineId)).toBeNull();
      await makeDue(t.app, summaryJob.name);
      await t.app.ctx.queue.drain();
    }
    expect(await getSummary(c, line.lineId)).toMatchObject({ Kind: 'extractive', Model: EXTRACTIVE_MODEL });
    const jobs = (await jobsNamed(t.app, summaryJob.name)).filter((j) => j.payload.lineId === line.lineId);
    expect(jobs.map((j) => j.status)).toEqual(['done']);
  });

  it('treats a summary that leaves an answer out as a failure', async () => {
    fake.behave = () => ({ content: JSON.stringify({ answers: [], overall: 'Something.' }) });
    const line = await transcribedLine(c);
    expect(await getSummary(c, line.lineId)).toBeNull();
    summarising();
    await makeDue(t.app, summaryJob.name);
    await t.app.ctx.queue.drain();
    expect(await getSummary(c, line.lineId)).toMatchObject({ Kind: 'ai', Model: 'fake-summary-1' });
  });
});
