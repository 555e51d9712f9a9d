import { and, eq } from 'drizzle-orm';
import type { InterviewBuild } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import type { DbOrTx } from '../../db/client';
import { interviewBuilds, questions } from '../../db/schema/index';
import { defineJob, enqueue } from '../../platform/queue/define';
import { z } from 'zod';
import { loadCampaign } from '../campaigns/service';
import { liveQuestionCount, liveQuestions, jobVoice, loadJob, questionText } from '../campaigns/read-model';
import { audioHash, audioKeyOf, currentAudioKey, ownsAudioKey } from './audio';
import { avatarHash, avatarKeyOf, currentAvatarKey, ownsAvatarKey } from './avatar';

/** Attempts of one build before it is marked failed (the queue backs off between them). */
export const BUILD_MAX_ATTEMPTS = 3;
/** Passes of one run: a question edited while the build runs is picked up by the next pass. */
const MAX_PASSES = 5;

type BuildRow = typeof interviewBuilds.$inferSelect;
const buildOf = (enterpriseId: number, campaignId: number) =>
  and(eq(interviewBuilds.fk_Enterprise_ID, enterpriseId), eq(interviewBuilds.fk_Campaign_ID, campaignId));

/**
 * Queues the build of a job's interview (DESIGN §6.1) inside the caller's transaction: the
 * build row becomes 'queued' and one 'interview.build' job is pending per campaign
 * (deduplicated). Call deps.queue.wake() after the commit.
 */
export async function requestInterviewBuild({ db: tx }: Deps, { enterpriseId, campaignId }: { enterpriseId: number; campaignId: number }) {
  const total = await liveQuestionCount(tx, { fk_Enterprise_ID: enterpriseId, pk_Campaign_ID: campaignId });
  const queued = { state: 'queued', questionsTotal: total, lastError: null, finishedAt: null } as const;
  await tx
    .insert(interviewBuilds)
    .values({ fk_Enterprise_ID: enterpriseId, fk_Campaign_ID: campaignId, ...queued })
    .onConflictDoUpdate({ target: [interviewBuilds.fk_Enterprise_ID, interviewBuilds.fk_Campaign_ID], set: queued });
  await enqueue(tx, interviewBuildJob, { enterpriseId, campaignId }, { enterpriseId, dedupeKey: `campaign:${campaignId}` });
}

/** The 'interview.build' job: a job's interview after its questions or voice change (DESIGN §6.1). */
export const interviewBuildJob = defineJob({
  name: 'interview.build',
  payload: z.object({ enterpriseId: z.number().int(), campaignId: z.number().int() }),
  maxAttempts: BUILD_MAX_ATTEMPTS,
  run: (ctx: Deps<'speech' | 'avatar' | 'media' | 'config'>, payload, job) => runInterviewBuild(ctx, { ...payload, attempt: job.attempt }),
});

/** GET /Campaign/{id}/InterviewBuild: the build's progress ('none' before the first save). */
export async function interviewBuildStatus(ctx: Deps<'speech'>, actor: AuthContext, campaignId: number): Promise<InterviewBuild> {
  const { enterpriseId } = actor;
  const job = await loadCampaign(ctx.db, actor, campaignId);
  const [row] = await ctx.db.select().from(interviewBuilds).where(buildOf(enterpriseId, campaignId));
  if (!row) {
    return {
      state: 'none',
      audioSource: ctx.speech ? 'provider' : 'browser',
      questionsTotal: await liveQuestionCount(ctx.db, job),
      questionsDone: 0,
      updatedAt: null,
    };
  }
  return {
    state: row.state as InterviewBuild['state'],
    audioSource: row.audioSource as InterviewBuild['audioSource'],
    questionsTotal: row.questionsTotal,
    questionsDone: row.questionsDone,
    updatedAt: row.updatedAt,
  };
}

const setBuild = (db: DbOrTx, enterpriseId: number, campaignId: number, fields: Partial<BuildRow>) =>
  db.update(interviewBuilds).set(fields).where(buildOf(enterpriseId, campaignId));

/**
 * The 'interview.build' handler. With a speech provider, every live question whose text or
 * voice changed since its audio was made is spoken, stored as 'audio/{enterprise}/{question}/{hash}.mp3'
 * and linked (audioSource 'provider'); with an avatar-video provider, every live question whose
 * text, voice or avatar changed is rendered, stored as 'avatar/{enterprise}/{question}/{hash}.mp4'
 * and linked; then the build is 'ready'. With neither it is 'ready' at once (audioSource
 * 'browser': the candidate's browser speaks the questions).
 */
export async function runInterviewBuild(
  ctx: Deps<'speech' | 'avatar' | 'media' | 'config'>,
  { enterpriseId, campaignId, attempt }: { enterpriseId: number; campaignId: number; attempt: number },
) {
  const job = await loadJob(ctx.db, enterpriseId, campaignId).catch(() => null);
  if (!job || job.Campaign_Deleted !== 0) return;
  const now = () => new Date().toISOString();

  if (!ctx.speech && !ctx.avatar) {
    const total = await liveQuestionCount(ctx.db, job);
    await setBuild(ctx.db, enterpriseId, campaignId, {
      state: 'ready', audioSource: 'browser', questionsTotal: total, questionsDone: total, lastError: null, startedAt: now(), finishedAt: now(),
    });
    return;
  }
  try {
    const audioSource = ctx.speech ? 'provider' : 'browser';
    await setBuild(ctx.db, enterpriseId, campaignId, { state: 'running', audioSource, startedAt: now(), finishedAt: null, lastError: null });
    for (let pass = 1; ; pass++) {
      await buildChangedQuestions(ctx, job);
      // A save during the pass set the row back to 'queued' (its job was deduplicated against
      // this running one): go round again so its changes are built too.
      const finished = await ctx.db
        .update(interviewBuilds)
        .set({ state: 'ready', finishedAt: now() })
        .where(and(buildOf(enterpriseId, campaignId), eq(interviewBuilds.state, 'running')))
        .returning({ id: interviewBuilds.id });
      if (finished.length) return;
      if (pass >= MAX_PASSES) throw new Error('the questions kept changing while the build ran');
      await setBuild(ctx.db, enterpriseId, campaignId, { state: 'running' });
    }
  } catch (err) {
    const last = attempt >= BUILD_MAX_ATTEMPTS;
    const message = String(err instanceof Error ? err.message : err).slice(0, 2000);
    await setBuild(ctx.db, enterpriseId, campaignId, { state: last ? 'failed' : 'queued', lastError: message, finishedAt: last ? now() : null });
    throw err;
  }
}

type QuestionRow = typeof questions.$inferSelect;
/** One step of a build: which questions need work, and the work for one of them. */
interface BuildStep {
  stale(q: QuestionRow, text: string): boolean;
  make(q: QuestionRow, text: string): Promise<void>;
}

/** Runs the audio step then the avatar step (each when configured); progress counts both (2 × questions). */
async function buildChangedQuestions(ctx: Deps<'speech' | 'avatar' | 'media' | 'config'>, job: Awaited<ReturnType<typeof loadJob>>) {
  const enterpriseId = job.fk_Enterprise_ID;
  const voice = await jobVoice(ctx.db, job);
  const language = job.Campaign_Language;
  const whereQuestion = (q: QuestionRow) => and(eq(questions.fk_Enterprise_ID, enterpriseId), eq(questions.pk_Question_ID, q.pk_Question_ID));
  const steps: BuildStep[] = [];
  const speech = ctx.speech;
  if (speech) {
    steps.push({
      stale: (q, text) => !currentAudioKey(q, text, voice),
      async make(q, text) {
        const hash = audioHash(text, voice);
        const { audio } = await speech.synthesize(text, { voice, language });
        const key = audioKeyOf(q, hash);
        await ctx.media.put(key, audio, 'audio/mpeg');
        await ctx.db
          .update(questions)
          .set({ audioKey: key, audioSourceHash: hash, Question_AudioFileUrl: `/api/Question/${q.pk_Question_ID}/audio` })
          .where(whereQuestion(q));
        // The audio of the previous wording is no longer reachable from any row.
        if (q.audioKey && q.audioKey !== key && ownsAudioKey(q, q.audioKey)) await ctx.media.delete(q.audioKey).catch(() => undefined);
      },
    });
  }
  const avatar = ctx.avatar;
  if (avatar) {
    const avatarId = ctx.config.avatar.avatarId;
    steps.push({
      stale: (q, text) => !currentAvatarKey(q, text, voice, avatarId),
      async make(q, text) {
        const hash = avatarHash(text, voice, avatarId);
        const { video } = await avatar.render(text, { voice, language });
        const key = avatarKeyOf(q, hash);
        await ctx.media.put(key, video, 'video/mp4');
        await ctx.db.update(questions).set({ avatarVideoKey: key, avatarSourceHash: hash }).where(whereQuestion(q));
        if (q.avatarVideoKey && q.avatarVideoKey !== key && ownsAvatarKey(q, q.avatarVideoKey)) {
          await ctx.media.delete(q.avatarVideoKey).catch(() => undefined);
        }
      },
    });
  }
  const list = (await liveQuestions(ctx.db, job)).map((q) => ({ q, text: questionText(q) }));
  const total = steps.length * list.length;
  for (const [i, step] of steps.entries()) {
    const stale = list.filter(({ q, text }) => text && step.stale(q, text));
    let done = i * list.length + list.length - stale.length;
    await setBuild(ctx.db, enterpriseId, job.pk_Campaign_ID, { questionsTotal: total, questionsDone: done });
    for (const { q, text } of stale) {
      await step.make(q, text);
      done++;
      await setBuild(ctx.db, enterpriseId, job.pk_Campaign_ID, { questionsDone: done });
    }
  }
}
