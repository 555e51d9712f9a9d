import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../context';
import { questions } from '../../db/schema/index';
import { defineJob } from '../../platform/queue/define';
import { liveQuestionCount, liveQuestions, jobVoice, loadJob, questionText } from '../campaigns/read-model';
import { BUILD_MAX_ATTEMPTS, finishRunningBuild, interviewBuildJobSpec, updateBuild } from '../interview-build/service';
import { audioHash, audioKeyOf, currentAudioKey, ownsAudioKey } from '../interview-build/audio';
import { avatarHash, avatarKeyOf, currentAvatarKey, ownsAvatarKey } from '../interview-build/avatar';

/*
 * The interview build's run (DESIGN §6.1): it speaks and renders the job's questions and links
 * what it made on each question row, so it sits with the questions; the build's state and its
 * queueing are interview-build's.
 */

/** Passes of one run: a question edited while the build runs is picked up by the next pass. */
const MAX_PASSES = 5;

type BuildDeps = Deps<'speech' | 'avatar' | 'media' | 'config'>;

/** The 'interview.build' job: a job's interview after its questions or voice change (DESIGN §6.1). */
export const interviewBuildJob = defineJob({
  ...interviewBuildJobSpec,
  run: (deps: BuildDeps, payload, job) => runInterviewBuild(deps, { ...payload, attempt: job.attempt }),
});

/**
 * The 'interview.build' handler. With a speech provider, every live question whose text or
 * voice changed since its audio was made is spoken, stored as 'audio/{enterprise}/{question}/{hash}.mp3'
 * and linked (audioSource 'provider'); with an avatar-video provider, every live question whose
 * text, voice or avatar changed is rendered, stored as 'avatar/{enterprise}/{question}/{hash}.mp4'
 * and linked; then the build is 'ready'. With neither it is 'ready' at once (audioSource
 * 'browser': the candidate's browser speaks the questions).
 */
export async function runInterviewBuild(deps: BuildDeps, { enterpriseId, campaignId, attempt }: { enterpriseId: number; campaignId: number; attempt: number }) {
  const job = await loadJob(deps, enterpriseId, campaignId).catch(() => null);
  if (!job || job.deleted !== 0) return;
  const build = { enterpriseId, campaignId };
  const now = () => new Date().toISOString();

  if (!deps.speech && !deps.avatar) {
    const total = await liveQuestionCount(deps, job);
    await updateBuild(deps, build, {
      state: 'ready', audioSource: 'browser', questionsTotal: total, questionsDone: total, lastError: null, startedAt: now(), finishedAt: now(),
    });
    return;
  }
  try {
    const audioSource = deps.speech ? 'provider' : 'browser';
    await updateBuild(deps, build, { state: 'running', audioSource, startedAt: now(), finishedAt: null, lastError: null });
    for (let pass = 1; ; pass++) {
      await buildChangedQuestions(deps, job);
      // A save during the pass set the row back to 'queued' (its job was deduplicated against
      // this running one): go round again so its changes are built too.
      if (await finishRunningBuild(deps, build)) return;
      if (pass >= MAX_PASSES) throw new Error('the questions kept changing while the build ran');
      await updateBuild(deps, build, { state: 'running' });
    }
  } catch (err) {
    const last = attempt >= BUILD_MAX_ATTEMPTS;
    const message = String(err instanceof Error ? err.message : err).slice(0, 2000);
    await updateBuild(deps, build, { state: last ? 'failed' : 'queued', lastError: message, finishedAt: last ? now() : null });
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
async function buildChangedQuestions(deps: BuildDeps, job: Awaited<ReturnType<typeof loadJob>>) {
  const enterpriseId = job.enterpriseId;
  const build = { enterpriseId, campaignId: job.id };
  const voice = await jobVoice(deps, job);
  const language = job.language;
  const whereQuestion = (q: QuestionRow) => and(eq(questions.enterpriseId, enterpriseId), eq(questions.id, q.id));
  const steps: BuildStep[] = [];
  const speech = deps.speech;
  if (speech) {
    steps.push({
      stale: (q, text) => !currentAudioKey(q, text, voice),
      async make(q, text) {
        const hash = audioHash(text, voice);
        const { audio } = await speech.synthesize(text, { voice, language });
        const key = audioKeyOf(q, hash);
        await deps.media.put(key, audio, 'audio/mpeg');
        await deps.db
          .update(questions)
          .set({ audioKey: key, audioSourceHash: hash, audioFileUrl: `/api/Question/${q.id}/audio` })
          .where(whereQuestion(q));
        // The audio of the previous wording is no longer reachable from any row.
        if (q.audioKey && q.audioKey !== key && ownsAudioKey(q, q.audioKey)) await deps.media.delete(q.audioKey).catch(() => undefined);
      },
    });
  }
  const avatar = deps.avatar;
  if (avatar) {
    const avatarId = deps.config.avatar.avatarId;
    steps.push({
      stale: (q, text) => !currentAvatarKey(q, text, voice, avatarId),
      async make(q, text) {
        const hash = avatarHash(text, voice, avatarId);
        const { video } = await avatar.render(text, { voice, language });
        const key = avatarKeyOf(q, hash);
        await deps.media.put(key, video, 'video/mp4');
        await deps.db.update(questions).set({ avatarVideoKey: key, avatarSourceHash: hash }).where(whereQuestion(q));
        if (q.avatarVideoKey && q.avatarVideoKey !== key && ownsAvatarKey(q, q.avatarVideoKey)) {
          await deps.media.delete(q.avatarVideoKey).catch(() => undefined);
        }
      },
    });
  }
  const list = (await liveQuestions(deps, job)).map((q) => ({ q, text: questionText(q) }));
  const total = steps.length * list.length;
  for (const [i, step] of steps.entries()) {
    const stale = list.filter(({ q, text }) => text && step.stale(q, text));
    let done = i * list.length + list.length - stale.length;
    await updateBuild(deps, build, { questionsTotal: total, questionsDone: done });
    for (const { q, text } of stale) {
      await step.make(q, text);
      done++;
      await updateBuild(deps, build, { questionsDone: done });
    }
  }
}
