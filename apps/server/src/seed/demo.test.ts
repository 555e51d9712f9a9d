import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { CAMPAIGN_LINE_STATUS, COMMENT_TYPE, QUESTION_RESPONSE_STATUS } from '@candid/shared';
import {
  backgroundJobs,
  campaignLines,
  campaigns,
  candidateRatings,
  candidateResumes,
  candidateSummaries,
  comments,
  interviewBuilds,
  notificationRecipients,
  questionResponseRatings,
  questionResponses,
  questions,
  transcriptSettings,
  transcripts,
  users,
} from '../db/schema/index';
import { bulkTranscribeJob } from '../modules/transcripts/job';
import { EXTRACTIVE_MODEL } from '../platform/ai/offline/summary';
import { pocketsphinxInstalled } from '../platform/stt/pocketsphinx';
import { buildTestApp, type TestApp } from '../../test/harness';
import { login, wrapper } from '../../test/factories';
import { notInstalled, requireDependency } from '../../test/requires';
import { corpusToolsInstalled, normaliseWords } from '../../test/speech-corpus';
import { DEMO_DOMAIN, seedDemo, type DemoSeed } from './demo';
import { spokenAnswer } from './demo-answers';
import { answeredCount } from './demo-candidates';
import { JOBS } from './demo-jobs';
import { makeDemoClips } from './recordings';

/*
 * The demo seed on a fresh database: the logins stay as they were, and a newcomer finds jobs in
 * every state, candidates at every stage, recorded answers that play, and the team's reviews.
 */

// Without ffmpeg the seed has no recordings; in strict mode (npm test) that fails the file here.
const hasFfmpeg = requireDependency(
  spawnSync('ffmpeg', ['-version']).status === 0 && spawnSync('ffprobe', ['-version']).status === 0,
  notInstalled('ffmpeg', 'the demo recordings'),
);
// Without espeak-ng and pocketsphinx the answers are silent or not transcribed: the tests of
// their speech, transcripts and summaries are skipped (counted), and fail in strict mode.
const hasSpeech =
  hasFfmpeg && requireDependency(corpusToolsInstalled() && pocketsphinxInstalled(), notInstalled('espeak-ng, pocketsphinx or pocketsphinx-en-us', 'the demo transcripts'));
const today = () => new Date().toISOString().slice(0, 10);
const LOGINS = ['owner', 'administrator', 'admin', 'hiring.manager'].map((local) => `${local}@${DEMO_DOMAIN}`);

/** Words of four letters or more: what a reviewer would search for, and what the engine hears best. */
const contentWords = (text: string) => new Set(normaliseWords(text).filter((w) => w.length >= 4));

/** The share of the content words of `spoken` that the engine's `heard` text has. */
function recall(spoken: string, heard: string): number {
  const said = contentWords(spoken);
  const got = contentWords(heard);
  return [...said].filter((w) => got.has(w)).length / Math.max(said.size, 1);
}

/** Mean volume of a media file's sound in dB (-91 is digital silence), by ffmpeg's volumedetect. */
function meanVolume(file: string): number {
  const out = spawnSync('ffmpeg', ['-hide_banner', '-nostdin', '-i', file, '-map', '0:a:0', '-af', 'volumedetect', '-f', 'null', '-'], { encoding: 'utf8' });
  const m = /mean_volume: (-?[\d.]+|-inf) dB/.exec(out.stderr);
  if (!m) throw new Error(`no volume of ${file}: ${out.stderr.slice(-500)}`);
  return m[1] === '-inf' ? -Infinity : Number(m[1]);
}

describe('what the demo candidates say', () => {
  it('has a text for every recorded answer, short enough to speak and transcribe at first start', () => {
    for (const job of JOBS) {
      for (const c of job.candidates) {
        for (let i = 0; i < answeredCount(c, job.questions.length); i++) {
          const text = spokenAnswer(job, c, i);
          expect(text, `${job.code} ${c.first} ${c.last} answer ${i + 1}`).toBeTruthy();
          expect(normaliseWords(text!).length).toBeLessThanOrEqual(45);
        }
        expect(spokenAnswer(job, c, answeredCount(c, job.questions.length))).toBeNull();
      }
    }
  });
});

describe.runIf(hasFfmpeg)('demo clips', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-demo-clips-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const spoken = { speech: 'I have five years of experience managing customer support teams.', seconds: 3 };
  const reel = { label: 'Ada Lovelace', palette: 0, answers: [spoken, { speech: 'Thank you.', seconds: 3 }, { speech: null, seconds: 4 }] };
  const probe = (file: string) =>
    JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,duration', '-of', 'json', file], { encoding: 'utf8' })) as {
      streams: { codec_name: string; duration: string }[];
    };

  it.runIf(hasSpeech)('speak their answers: each clip lasts as long as its speech with a pause either side, and has sound', async () => {
    const { clips, speechSkipped } = await makeDemoClips({ ffmpegPath: 'ffmpeg' }, [reel], dir);
    expect(speechSkipped).toBeNull();
    const [long, short, silent] = clips[0];
    expect([long.spoken, short.spoken, silent.spoken]).toEqual([true, true, false]);
    // About 4 s of speech at 150 words a minute, and 1.3 s of pauses; "Thank you." is short.
    expect(long.durationMs).toBeGreaterThan(4_000);
    expect(long.durationMs).toBeLessThan(9_000);
    expect(short.durationMs).toBeLessThan(long.durationMs - 1_000);
    expect(silent.durationMs).toBe(4_000);
    // Cut from the one picture of the candidate, each to its own length, both streams alike.
    for (const clip of clips[0]) {
      const streams = probe(clip.file).streams;
      expect(streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
      for (const s of streams) expect(Math.abs(Number(s.duration) * 1000 - clip.durationMs), clip.file).toBeLessThan(100);
    }
    expect(meanVolume(long.file)).toBeGreaterThan(-40);
    expect(meanVolume(silent.file)).toBeLessThan(-85);
  });

  it('are silent without espeak-ng, and say why', async () => {
    const silentDir = fs.mkdtempSync(path.join(dir, 'silent-'));
    const { clips, speechSkipped } = await makeDemoClips({ ffmpegPath: 'ffmpeg', espeakPath: path.join(dir, 'no-espeak') }, [reel], silentDir);
    expect(speechSkipped).toMatch(/no-espeak is not installed .*silent/);
    expect(clips[0].map((c) => [c.spoken, c.durationMs])).toEqual([
      [false, 3_000],
      [false, 3_000],
      [false, 4_000],
    ]);
    for (const clip of clips[0]) expect(meanVolume(clip.file)).toBeLessThan(-85);
  });
});

describe('demo seed', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-demo-seed-'));
  let t: TestApp;
  let seed: DemoSeed;
  let auth: { authorization: string };

  beforeAll(async () => {
    // The offline speech engine when it is installed: the seed queues the answers' transcripts for it.
    t = await buildTestApp({ env: { DATA_DIR: dataDir, STT_ENGINE: 'auto' }, startWorkers: false });
    seed = (await seedDemo(t.app.ctx))!;
    auth = { authorization: `Bearer ${await login(t.app, seed.email, seed.password)}` };
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => t.app.ctx.db;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: auth });
    expect(res.statusCode, url).toBe(200);
    return wrapper(res).data;
  };

  it('runs on an empty database only, and keeps the demo logins', async () => {
    expect(seed).toMatchObject({ email: LOGINS[0], password: t.app.ctx.config.demoPassword, others: LOGINS.slice(1) });
    expect(await seedDemo(t.app.ctx)).toBeNull();
    for (const email of LOGINS) expect(await login(t.app, email, seed.password)).toBeTruthy();
    const team = await db().select({ email: users.email, level: users.accessLevel }).from(users);
    expect(team).toEqual(
      expect.arrayContaining([
        { email: LOGINS[0], level: 0 },
        { email: LOGINS[1], level: 3 },
        { email: LOGINS[2], level: 250 },
        { email: LOGINS[3], level: 270 },
      ]),
    );
  });

  it('has jobs in every state, created over several months, each with its interview build queued', async () => {
    const jobs = await db().select().from(campaigns);
    const lineCount = async (id: number) => (await db().select().from(campaignLines).where(eq(campaignLines.campaignId, id))).length;
    const questionCount = async (id: number) => (await db().select().from(questions).where(eq(questions.campaignId, id))).length;
    const now = today();

    const open = jobs.filter((j) => j.status === 1 && j.startDate <= now && j.endDate >= now);
    expect(open.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...(await Promise.all(open.map((j) => lineCount(j.id)))))).toBeGreaterThanOrEqual(8);

    const nextMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
    const scheduled = jobs.filter((j) => j.status === 1 && j.startDate > now);
    expect(scheduled.map((j) => j.startDate.slice(0, 7))).toEqual([nextMonth]);

    const ended = jobs.filter((j) => j.status === 0);
    expect(ended).toHaveLength(1);
    expect(ended[0].endDate < now).toBe(true);

    const fresh = jobs.filter((j) => Date.now() - Date.parse(j.createdAt) < 3 * 86_400_000 && j.startDate <= now);
    expect(fresh).toHaveLength(1);
    expect(await questionCount(fresh[0].id)).toBeGreaterThan(0);
    expect(await lineCount(fresh[0].id)).toBe(0);

    for (const j of jobs) expect(await questionCount(j.id), j.name).toBeGreaterThan(0);
    const months = new Set(jobs.map((j) => j.createdAt.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(3);
    expect(await db().select().from(interviewBuilds)).toHaveLength(jobs.length);
  });

  it('has candidates at every stage with believable names on the demo domain', async () => {
    const lines = await db().select().from(campaignLines);
    expect(lines.length).toBe(seed.candidates);
    const statuses = new Set(lines.map((l) => l.status));
    const { Invited, Started, Completed, Reviewed, Shortlisted, Rejected, Hired } = CAMPAIGN_LINE_STATUS;
    const decided: number[] = [Completed, Reviewed, Shortlisted, Rejected, Hired];
    for (const status of [Invited, Started, ...decided]) expect(statuses.has(status), `status ${status}`).toBe(true);
    for (const l of lines) {
      expect(l.candidateEmail).toMatch(new RegExp(`^[a-z]+\\.[a-z]+@mail\\.${DEMO_DOMAIN.replace(/\./g, '\\.')}$`));
      expect(l.candidateFirstName).toMatch(/^[A-Z]/);
      const finished = decided.includes(l.status);
      expect(l.completedAt !== null, l.candidateEmail).toBe(finished);
      expect(l.startedAt !== null).toBe(l.status !== Invited);
      for (const at of [l.invitedAt, l.startedAt, l.completedAt]) {
        if (at) expect(Date.parse(at)).toBeLessThan(Date.now());
      }
    }
    expect(await db().select().from(candidateResumes)).not.toHaveLength(0);
  });

  it('numbers jobs and candidates in the order they were created and invited (the lists show newest first)', async () => {
    const byId = <T extends Record<K, number>, K extends string>(rows: T[], key: K) => [...rows].sort((a, b) => a[key] - b[key]);
    const jobs = byId(await db().select().from(campaigns), 'id').map((j) => j.createdAt);
    expect(jobs).toEqual([...jobs].sort());
    const invited = byId(await db().select().from(campaignLines), 'id').map((l) => l.invitedAt!);
    expect(invited).toEqual([...invited].sort());
  });

  it('fills the dashboard: totals, monthly invites over several months, the latest interview', async () => {
    const summary = (await get('/api/Dashboard/Summary')) as { interviewCount: number; campaignCount: number; inviteCount: number; latestInterview: unknown };
    const lines = await db().select().from(campaignLines);
    expect(summary).toMatchObject({
      campaignCount: seed.jobs,
      inviteCount: lines.length,
      interviewCount: lines.filter((l) => l.completedAt).length,
    });
    expect(summary.latestInterview).not.toBeNull();
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString().slice(0, 10);
    const [enterprise] = await db().select({ id: users.enterpriseId }).from(users).limit(1);
    for (const series of ['CampaignLine/GetInvitesPerMonth', 'Interview/GetInterviewsPerMonth', 'Campaign/GetCampaignsPerMonth']) {
      const months = (await get(`/api/${series}/${start}/${today()}/${enterprise.id}`)) as { count: number }[];
      expect(months.filter((m) => m.count > 0).length, series).toBeGreaterThanOrEqual(3);
    }
    const top = (await get('/api/Campaign/GetTopSixActiveCampaigns')) as { CandidateCount: number }[];
    expect(top.length).toBeGreaterThanOrEqual(3);
    expect(top[0].CandidateCount).toBeGreaterThanOrEqual(8);
  });

  it('has the team’s ratings and comments, with mentions, after the interviews they review', async () => {
    const ratings = await db()
      .select({ userId: candidateRatings.userId, at: candidateRatings.createdAt, completedAt: campaignLines.completedAt })
      .from(candidateRatings)
      .innerJoin(campaignLines, eq(campaignLines.id, candidateRatings.campaignLineId));
    expect(new Set(ratings.map((r) => r.userId)).size).toBeGreaterThanOrEqual(3);
    for (const r of ratings) {
      expect(r.completedAt).not.toBeNull();
      expect(Date.parse(r.at)).toBeGreaterThan(Date.parse(r.completedAt!));
    }
    const all = await db().select().from(comments);
    expect(all.some((c) => c.type === COMMENT_TYPE.Job && c.content.includes('@'))).toBe(true);
    expect(all.some((c) => c.parentId !== null)).toBe(true);
    const recipients = await db().select().from(notificationRecipients);
    expect(recipients.length).toBeGreaterThan(0);
    // A recent mention is waiting in someone's bell; older ones were read.
    expect(recipients.some((r) => r.readAt === null)).toBe(true);
    expect(recipients.some((r) => r.readAt !== null)).toBe(true);
  });

  // The answers are recorded with ffmpeg: without it these two are skipped (counted), not passed.
  it.runIf(hasFfmpeg)('has the team’s ratings and comments on recorded answers', async () => {
    expect((await db().select().from(comments)).some((c) => c.type === COMMENT_TYPE.Answer)).toBe(true);
    expect(await db().select().from(questionResponseRatings)).not.toHaveLength(0);
  });

  it.runIf(hasFfmpeg)('stores playable answers as the transcode does: MP4 with poster and duration', async () => {
    expect(seed.recordingsSkipped).toBeNull();
    const rows = await db().select().from(questionResponses);
    expect(rows).toHaveLength(seed.answers);
    for (const r of rows) {
      expect(r).toMatchObject({ status: QUESTION_RESPONSE_STATUS.Ready, mimeType: 'video/mp4', originalKey: null });
      expect(r.mp4Key).toMatch(new RegExp(`^answers/${r.enterpriseId}/${r.campaignLineId}/[0-9a-f-]{36}\\.mp4$`));
      expect(r.posterKey).toBe(r.mp4Key!.replace(/\.mp4$/, '.jpg'));
      expect(r.durationMs).toBeGreaterThan(0);
    }
    // Every line that finished has an answer for each question of its job.
    const gaps = await db().execute<{ id: number }>(sql`
      select l.id from ${campaignLines} l join ${questions} q on q.campaign_id = l.campaign_id
      where l.completed_at is not null
        and not exists (select 1 from ${questionResponses} r where r.campaign_line_id = l.id and r.question_id = q.id)`);
    expect(gaps.rows).toEqual([]);

    const answer = rows[0];
    const video = await t.app.inject({ method: 'GET', url: `/api/QuestionResponse/${answer.id}/video`, headers: { ...auth, range: 'bytes=0-99' } });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-type']).toBe('video/mp4');
    const poster = await t.app.inject({ method: 'GET', url: `/api/QuestionResponse/${answer.id}/poster`, headers: auth });
    expect(poster.statusCode).toBe(200);
    expect(poster.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');

    const file = path.join(dataDir, 'media', answer.mp4Key!);
    expect(fs.statSync(file).size).toBe(answer.sizeBytes);
    const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_name', '-of', 'json', file], { encoding: 'utf8' })) as {
      format: { duration: string };
      streams: { codec_name: string }[];
    };
    expect(Number(probe.format.duration)).toBeGreaterThan(0);
    expect(Math.abs(Number(probe.format.duration) * 1000 - answer.durationMs!)).toBeLessThan(100);
    expect(probe.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
  });

  it.runIf(hasSpeech)('speaks each answer, turns transcripts and summaries on, and queues every answer for recognition, the open job’s candidates first', async () => {
    expect(seed.answers).toBeGreaterThan(0);
    expect(seed).toMatchObject({ speechSkipped: null, transcriptsQueued: seed.answers });
    const answers = await db().select().from(questionResponses).orderBy(asc(questionResponses.id));
    for (const r of answers.slice(0, 3)) expect(meanVolume(path.join(dataDir, 'media', r.mp4Key!)), r.mp4Key!).toBeGreaterThan(-40);

    expect(await db().select().from(transcriptSettings)).toEqual([expect.objectContaining({ transcriptsEnabled: true, summariesEnabled: true, language: 'en' })]);
    const rows = await db().select().from(transcripts);
    expect(rows.map((r) => r.questionResponseId).sort((a, b) => a - b)).toEqual(answers.map((a) => a.id));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['queued']));

    // In the bulk lane, in the order of JOBS: the open job's first candidate's answers first.
    const jobs = await db().select().from(backgroundJobs).where(eq(backgroundJobs.name, bulkTranscribeJob.name)).orderBy(asc(backgroundJobs.id));
    expect(jobs).toHaveLength(seed.answers);
    const firstIds = jobs.slice(0, JOBS[0].questions.length).map((j) => Number(j.payload.responseId));
    const firsts = await db()
      .select({ first: campaignLines.candidateFirstName, last: campaignLines.candidateLastName, order: questions.order })
      .from(questionResponses)
      .innerJoin(campaignLines, eq(campaignLines.id, questionResponses.campaignLineId))
      .innerJoin(questions, eq(questions.id, questionResponses.questionId))
      .where(inArray(questionResponses.id, firstIds));
    const { first, last } = JOBS[0].candidates[0];
    expect(new Set(firsts.map((f) => `${f.first} ${f.last}`))).toEqual(new Set([`${first} ${last}`]));
    expect(firsts.map((f) => f.order).sort()).toEqual(JOBS[0].questions.map((_, i) => i));
  });

  it.runIf(hasSpeech)('has the speech engine transcribe a candidate’s answers through the queue, and the summary state what they said', async () => {
    // One finished candidate with short answers; the others' recognition waits (a day) meanwhile.
    const job = JOBS.find((j) => j.code === 'HF-SRC-03')!;
    const candidate = job.candidates.find((c) => c.first === 'James')!;
    const [line] = await db()
      .select()
      .from(campaignLines)
      .where(and(eq(campaignLines.candidateFirstName, candidate.first), eq(campaignLines.candidateLastName, candidate.last)));
    const answers = await db()
      .select({ id: questionResponses.id, order: questions.order })
      .from(questionResponses)
      .innerJoin(questions, eq(questions.id, questionResponses.questionId))
      .where(eq(questionResponses.campaignLineId, line.id))
      .orderBy(asc(questions.order));
    expect(answers).toHaveLength(job.questions.length);
    const ids = answers.map((a) => String(a.id));
    await db()
      .update(backgroundJobs)
      .set({ runAt: sql`now() + interval '1 day'` })
      .where(and(eq(backgroundJobs.name, bulkTranscribeJob.name), notInArray(sql<string>`${backgroundJobs.payload}->>'responseId'`, ids)));
    await t.app.ctx.queue.drain();

    const heard: string[] = [];
    for (const answer of answers) {
      const transcript = (await get(`/api/QuestionResponse/${answer.id}/transcript`)) as { Status: string; Engine: string; Segments: { text: string }[] };
      expect(transcript).toMatchObject({ Status: 'ready', Engine: 'pocketsphinx en-us' });
      heard.push(transcript.Segments.map((seg) => seg.text).join(' '));
    }
    // The engine's words, not the text: each answer has some of the words it speaks, and together
    // they have most (measured: half of them, 0.2 to 0.9 by answer; pocketsphinx mishears some of
    // espeak-ng's words, the same ones each time: the voice, the dither and the decoder are fixed).
    const spoken = answers.map((_, i) => spokenAnswer(job, candidate, i)!);
    const said = spoken.map((text, i) => `"${text}" heard as "${heard[i]}"`).join('\n');
    for (const [i, text] of spoken.entries()) expect(recall(text, heard[i]), said).toBeGreaterThan(0);
    expect(recall(spoken.join(' '), heard.join(' ')), said).toBeGreaterThanOrEqual(0.4);

    const summary = (await get(`/api/CampaignLine/${line.id}/summary`)) as { Kind: string; Model: string; Overall: string; Answers: { Summary: string }[] };
    expect(summary).toMatchObject({ Kind: 'extractive', Model: EXTRACTIVE_MODEL });
    expect(summary.Answers).toHaveLength(answers.length);
    // The offline summary quotes the candidate: every word of it was heard, none is a judgement.
    const words = new Set(normaliseWords(heard.join(' ')));
    for (const text of [summary.Overall, ...summary.Answers.map((a) => a.Summary)]) {
      expect(normaliseWords(text).length).toBeGreaterThan(0);
      expect(normaliseWords(text).filter((w) => !words.has(w)), text).toEqual([]);
    }
    expect(await db().select().from(candidateSummaries)).toHaveLength(1);
  }, 600_000);
});

describe('demo seed without ffmpeg', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-demo-noffmpeg-'));
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { DATA_DIR: dataDir, FFMPEG_PATH: path.join(dataDir, 'no-ffmpeg') }, startWorkers: false });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds everything but the recordings and says why', async () => {
    const seed = (await seedDemo(t.app.ctx))!;
    expect(seed.recordingsSkipped).toMatch(/not installed/);
    expect(seed.answers).toBe(0);
    expect(await t.app.ctx.db.select().from(questionResponses)).toHaveLength(0);
    expect(await t.app.ctx.db.select().from(campaignLines)).toHaveLength(seed.candidates);
    expect(await t.app.ctx.db.select().from(candidateRatings)).not.toHaveLength(0);
  });
});
