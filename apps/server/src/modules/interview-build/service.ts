import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { InterviewBuild } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { interviewBuilds } from '../../db/schema/index';
import { enqueue } from '../../platform/queue/define';
import { loadCampaign } from '../campaigns/service';
import { liveQuestionCount } from '../campaigns/read-model';

/** Attempts of one build before it is marked failed (the queue backs off between them). */
export const BUILD_MAX_ATTEMPTS = 3;

type BuildRow = typeof interviewBuilds.$inferSelect;
/** The build of one job. */
export interface BuildRef {
  enterpriseId: number;
  campaignId: number;
}
const buildOf = (enterpriseId: number, campaignId: number) =>
  and(eq(interviewBuilds.enterpriseId, enterpriseId), eq(interviewBuilds.campaignId, campaignId));

/**
 * The 'interview.build' job (DESIGN §6.1): its name, payload and attempts. What runs it,
 * questions/build.ts, writes the questions' audio and video, so it is defined there.
 */
export const interviewBuildJobSpec = {
  name: 'interview.build',
  payload: z.object({ enterpriseId: z.number().int(), campaignId: z.number().int() }),
  maxAttempts: BUILD_MAX_ATTEMPTS,
};

/**
 * Queues the build of a job's interview (DESIGN §6.1) inside the caller's transaction: the
 * build row becomes 'queued' and one 'interview.build' job is pending per campaign
 * (deduplicated). Call deps.queue.wake() after the commit.
 */
export async function requestInterviewBuild(deps: Deps, { enterpriseId, campaignId }: { enterpriseId: number; campaignId: number }) {
  const { db: tx } = deps;
  const total = await liveQuestionCount(deps, { enterpriseId, id: campaignId });
  const queued = { state: 'queued', questionsTotal: total, lastError: null, finishedAt: null } as const;
  await tx
    .insert(interviewBuilds)
    .values({ enterpriseId, campaignId, ...queued })
    .onConflictDoUpdate({ target: [interviewBuilds.enterpriseId, interviewBuilds.campaignId], set: queued });
  await enqueue(tx, interviewBuildJobSpec, { enterpriseId, campaignId }, { enterpriseId, dedupeKey: `campaign:${campaignId}` });
}

/** GET /Campaign/{id}/InterviewBuild: the build's progress ('none' before the first save). */
export async function interviewBuildStatus(deps: Deps<'speech'>, actor: AuthContext, campaignId: number): Promise<InterviewBuild> {
  const { enterpriseId } = actor;
  const job = await loadCampaign(deps, actor, campaignId);
  const [row] = await deps.db.select().from(interviewBuilds).where(buildOf(enterpriseId, campaignId));
  if (!row) {
    return {
      state: 'none',
      audioSource: deps.speech ? 'provider' : 'browser',
      questionsTotal: await liveQuestionCount(deps, job),
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

/** Writes the state of a job's interview build (the runner's progress). */
export async function updateBuild({ db }: Deps, { enterpriseId, campaignId }: BuildRef, fields: Partial<BuildRow>): Promise<void> {
  await db.update(interviewBuilds).set(fields).where(buildOf(enterpriseId, campaignId));
}

/**
 * Marks a running build ready. False when a save set it back to 'queued' meanwhile (its job was
 * deduplicated against the running one): the runner then goes round again.
 */
export async function finishRunningBuild({ db }: Deps, { enterpriseId, campaignId }: BuildRef): Promise<boolean> {
  const finished = await db
    .update(interviewBuilds)
    .set({ state: 'ready', finishedAt: new Date().toISOString() })
    .where(and(buildOf(enterpriseId, campaignId), eq(interviewBuilds.state, 'running')))
    .returning({ id: interviewBuilds.id });
  return finished.length > 0;
}
