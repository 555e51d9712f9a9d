import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { JOB_BOARD_NAMES, MSG, type JobBoard } from '@candid/shared';
import type { Deps } from '../../context';
import type { DbOrTx } from '../../db/client';
import { jobBoardPostings, users } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { JobBoardError, type BoardPosting, type JobBoardAdapter } from '../../platform/jobboards/types';
import { z } from 'zod';
import { defineJob } from '../../platform/queue/define';
import type { JobContext } from '../../platform/queue/types';
import { failureSentence } from './failure';
import { loadJob } from '../campaigns/read-model';
import { boardCategory, boardJob, boardLocation, type BoardRequest } from './mapping';
import { credentialsOf } from './settings';

/**
 * The board's contact person for the ad: the member who asked for the change, else the
 * enterprise's first member (SEEK requires one; it is never shown to candidates).
 */
async function contactOf(db: DbOrTx, enterpriseId: number, userId: number | null): Promise<BoardRequest['contact']> {
  const pick = { first: users.firstName, last: users.lastName, email: users.email };
  const [asked] = userId ? await db.select(pick).from(users).where(and(eq(users.enterpriseId, enterpriseId), eq(users.id, userId))) : [];
  const [someone] = asked ? [asked] : await db.select(pick).from(users).where(eq(users.enterpriseId, enterpriseId)).orderBy(asc(users.id)).limit(1);
  if (!someone) throw new HttpError(409, MSG.somethingWentWrong);
  return { name: `${someone.first} ${someone.last}`.trim() || someone.email, email: someone.email };
}

export const SYNC_MAX_ATTEMPTS = 5;

/**
 * The 'jobboard.sync' job: sends the posting's action (publish, update, close) to its board.
 * Success: live with the board's id and link, or closed. A failure the board may get over (5xx,
 * timeout, unreachable, an unreadable answer) is retried by the queue with its backoff, the error
 * shown meanwhile; a refusal (bad credentials, content refused) or the last attempt leaves the
 * posting failed with the board's error.
 */
export const jobBoardSyncJob = defineJob({
  name: 'jobboard.sync',
  payload: z.object({ postingId: z.number().int(), idempotencyKey: z.string().optional() }),
  maxAttempts: SYNC_MAX_ATTEMPTS,
  run: syncPosting,
});

async function syncPosting(deps: Deps<'secrets' | 'jobBoards' | 'config'>, payload: { postingId: number; idempotencyKey?: string }, job: JobContext) {
  const enterpriseId = job.enterpriseId ?? -1;
  const where = and(eq(jobBoardPostings.enterpriseId, enterpriseId), eq(jobBoardPostings.id, payload.postingId));
  const [posting] = await deps.db.select().from(jobBoardPostings).where(where);
  if (!posting?.action) return;
  const board = posting.board as JobBoard;
  const action = posting.action;
  const save = (values: Partial<typeof jobBoardPostings.$inferInsert>) =>
    deps.db.update(jobBoardPostings).set({ ...values, attempts: job.attempt, updatedAt: new Date().toISOString() }).where(where);
  try {
    const creds = await credentialsOf(deps, enterpriseId, board);
    if (!creds) throw new HttpError(409, MSG.jobBoardNotConfigured(JOB_BOARD_NAMES[board]));
    // Both adapters take their own credentials; the board names which one these are.
    const adapter = deps.jobBoards[board] as JobBoardAdapter<typeof creds>;
    if (action === 'close') {
      await adapter.close(creds, posting.externalId!);
      await save({ state: 'closed', action: null, error: null, closedAt: new Date().toISOString() });
      job.log.info({ postingId: posting.id, board }, 'job-board posting closed');
      return;
    }
    const campaign = await loadJob(deps, enterpriseId, posting.campaignId);
    // The key was made with the request, so every retry of this publish carries the same one.
    const idempotencyKey = payload.idempotencyKey ?? randomUUID();
    const request = { contact: await contactOf(deps.db, enterpriseId, posting.userId), idempotencyKey };
    const sent = boardJob(deps.config, campaign, await boardCategory(deps, posting.subCategoryId), boardLocation(posting.placeId), request);
    const result: BoardPosting = posting.externalId ? await adapter.update(creds, posting.externalId, sent) : await adapter.post(creds, sent);
    await save({ state: 'live', action: null, error: null, externalId: result.externalId, url: result.url ?? posting.url });
    job.log.info({ postingId: posting.id, board, externalId: result.externalId }, `job-board posting ${action === 'publish' ? 'published' : 'updated'}`);
  } catch (err) {
    const error = failureSentence(board, err);
    const retry = err instanceof JobBoardError && err.retryable && job.attempt < SYNC_MAX_ATTEMPTS;
    // A failed close keeps the posting's id, so closing can be asked again.
    if (!retry) await save({ state: 'failed', action: null, error });
    else await save({ error });
    if (retry) throw err;
    job.log.warn({ err, postingId: posting.id, board }, 'job-board call failed for good');
  }
}
