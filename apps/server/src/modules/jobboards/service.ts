import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import {
  JOB_BOARDS,
  JOB_BOARD_NAMES,
  MSG,
  type JobBoard,
  type JobBoardPosting,
  type JobBoardsOfJob,
  type PublishInput,
} from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import type { DbOrTx } from '../../db/client';
import { campaigns, jobBoardPostings } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { HttpError, badRequest } from '../../http/errors';
import { wireNameOf } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import { loadCampaign } from '../campaigns/service';
import { acceptsInvites, todayUtc } from '../campaigns/interview-window';
import { placeById } from '../reference/places';
import { boardCategory, boardLocation } from './mapping';
import { jobboardsPolicy } from './policy';
import { boardAvailable, configuredBoards, credentialsOf, notConfigured, unavailable } from './settings';
import { definePeriodicJob, enqueue } from '../../platform/queue/define';
import { jobBoardSyncJob } from './job';

/*
 * A job's postings on the boards (docs/job-boards.md "Publishing"). A request stores what is
 * wanted on the posting (state publishing or closing, with its action) and queues the
 * 'jobboard.sync' job in the same transaction; the job talks to the board (job.ts).
 */

/** Postings of jobs that have ended or were deleted are closed on their boards: every 5 minutes. */
export const closeEndedPostingsJob = definePeriodicJob({ name: 'jobboard.close-ended', every: 5 * 60_000, run: (deps: Deps<'queue'>) => closeEndedPostings(deps) });

export type Action = 'publish' | 'update' | 'close';
type PostingRow = typeof jobBoardPostings.$inferSelect;

export function presentPosting(board: JobBoard, available: boolean, configured: boolean, row: PostingRow | undefined): JobBoardPosting {
  return {
    Board: board,
    BoardName: JOB_BOARD_NAMES[board],
    Available: available,
    Configured: configured,
    State: (row?.state ?? 'not_published') as JobBoardPosting['State'],
    Action: (row?.action ?? null) as JobBoardPosting['Action'],
    ExternalId: row?.externalId ?? null,
    Url: row?.url ?? null,
    Error: row?.error ?? null,
    SubCategoryId: row?.subCategoryId ?? null,
    PlaceId: row?.placeId ?? null,
    CategoryCode: row?.categoryCode ?? null,
    LocationText: row?.locationText ?? null,
    UpdatedAt: row?.updatedAt ?? null,
  };
}

async function postingsOf(db: DbOrTx, enterpriseId: number, campaignId: number) {
  const rows = await db
    .select()
    .from(jobBoardPostings)
    .where(and(eq(jobBoardPostings.enterpriseId, enterpriseId), eq(jobBoardPostings.campaignId, campaignId)));
  return new Map(rows.map((r) => [r.board as JobBoard, r]));
}

/** GET /Campaign/{id}/JobBoards: every board's posting of a job the member sees (404 otherwise). */
export async function jobBoardsOfJob(deps: Deps<'jobBoards'>, auth: AuthContext, campaignId: number): Promise<JobBoardsOfJob> {
  const { db, jobBoards } = deps;
  const job = await loadCampaign(deps, auth, campaignId);
  const [rows, configured] = await Promise.all([postingsOf(db, auth.enterpriseId, campaignId), configuredBoards(deps, auth.enterpriseId)]);
  const place = job.locationCityId ? placeById(job.locationCityId) : null;
  return {
    Postings: JOB_BOARDS.map((b) => presentPosting(b, boardAvailable(jobBoards, b), configured.has(b), rows.get(b))),
    DefaultSubCategoryId: job.categorySubId ?? null,
    DefaultPlaceId: place?.id ?? null,
    DefaultLocationText: place ? `${place.place_name}${place.region ? ` ${place.region}` : ''}, ${place.country}` : (job.locationText ?? null),
  };
}

/**
 * POST /Campaign/{id}/JobBoards/{board}/{action}: queues a publish, an update or a close.
 * 403 for Hiring Managers; 404 for a job the member does not see; 409 without credentials (the
 * message says where to add them), while another change is being sent, or (update, close) when
 * the job is not on the board; 400 with details for a job that has ended or lacks a category or
 * a location the boards know.
 */
export async function requestAction(
  deps: Deps<'jobBoards' | 'secrets' | 'queue'>,
  auth: AuthContext,
  campaignId: number,
  board: JobBoard,
  action: Action,
  input: PublishInput = {},
): Promise<JobBoardPosting> {
  jobboardsPolicy.authorize(auth, 'posting.change');
  const job = await loadCampaign(deps, auth, campaignId);
  if (!boardAvailable(deps.jobBoards, board)) throw unavailable(board);
  if (!(await credentialsOf(deps, auth.enterpriseId, board))) throw notConfigured(board);
  const name = JOB_BOARD_NAMES[board];

  const posting = await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    const [current] = await tx
      .select()
      .from(jobBoardPostings)
      .where(and(eq(jobBoardPostings.enterpriseId, auth.enterpriseId), eq(jobBoardPostings.campaignId, campaignId), eq(jobBoardPostings.board, board)))
      .for('update');
    if (current?.action) throw new HttpError(409, MSG.jobBoardBusy(name));
    const onBoard = Boolean(current?.externalId) && current?.state !== 'closed';
    let values: Partial<typeof jobBoardPostings.$inferInsert>;
    if (action === 'close') {
      if (!onBoard) throw new HttpError(409, MSG.jobBoardNotLive(name));
      values = { state: 'closing', action };
    } else {
      if (action === 'update' && !onBoard) throw new HttpError(409, MSG.jobBoardNotLive(name));
      if (!acceptsInvites(job)) throw badRequest(MSG.jobBoardJobEnded, { [wireNameOf(wireNames.jobBoardPostings, 'campaignId')]: [MSG.jobBoardJobEnded] });
      const category = await boardCategory(txDeps, input.SubCategoryId ?? current?.subCategoryId ?? job.categorySubId);
      const location = boardLocation(input.PlaceId ?? current?.placeId ?? job.locationCityId);
      // Publishing again a job closed on the board is a new posting there.
      const fresh = action === 'publish' && !onBoard;
      values = {
        state: 'publishing',
        action: onBoard ? 'update' : 'publish',
        subCategoryId: category.subCategoryId,
        categoryCode: category.code,
        placeId: location.placeId,
        locationText: location.text,
        ...(fresh ? { externalId: null, url: null, closedAt: null } : {}),
      };
    }
    const set = { ...values, error: null, attempts: 0, userId: auth.userId, updatedAt: new Date().toISOString() };
    const [row] = current
      ? await tx.update(jobBoardPostings).set(set).where(eq(jobBoardPostings.id, current.id)).returning()
      : await tx
          .insert(jobBoardPostings)
          .values({ enterpriseId: auth.enterpriseId, campaignId, board, state: 'publishing', ...set })
          .returning();
    // A v4 UUID per publish, kept by the queued job across its retries (SEEK's idempotencyId).
    const payload = values.action === 'publish' ? { postingId: row.id, idempotencyKey: randomUUID() } : { postingId: row.id };
    await enqueue(tx, jobBoardSyncJob, payload, { enterpriseId: auth.enterpriseId });
    return row;
  });
  deps.queue.wake();
  return presentPosting(board, true, true, posting);
}

/**
 * Closes the postings of jobs that have ended or were deleted (docs/job-boards.md: ending a job
 * closes its postings). Runs every closeEndedPostingsJob.every; returns how many closes it queued.
 */
export async function closeEndedPostings(deps: Deps<'queue'>, today = todayUtc()): Promise<number> {
  const ended = await deps.db
    .select({ id: jobBoardPostings.id, enterpriseId: jobBoardPostings.enterpriseId })
    .from(jobBoardPostings)
    .innerJoin(campaigns, and(eq(campaigns.enterpriseId, jobBoardPostings.enterpriseId), eq(campaigns.id, jobBoardPostings.campaignId)))
    .where(
      and(
        eq(jobBoardPostings.state, 'live'),
        isNull(jobBoardPostings.action),
        or(eq(campaigns.status, 0), ne(campaigns.deleted, 0), lt(campaigns.endDate, today)),
      ),
    );
  if (ended.length === 0) return 0;
  const queued = await withTransaction(deps, async ({ db: tx }) => {
    const closing = await tx
      .update(jobBoardPostings)
      .set({ state: 'closing', action: 'close', error: null, attempts: 0, updatedAt: new Date().toISOString() })
      .where(and(inArray(jobBoardPostings.id, ended.map((e) => e.id)), eq(jobBoardPostings.state, 'live'), isNull(jobBoardPostings.action)))
      .returning({ id: jobBoardPostings.id, enterpriseId: jobBoardPostings.enterpriseId });
    for (const p of closing) await enqueue(tx, jobBoardSyncJob, { postingId: p.id }, { enterpriseId: p.enterpriseId });
    return closing.length;
  });
  deps.queue.wake();
  return queued;
}
