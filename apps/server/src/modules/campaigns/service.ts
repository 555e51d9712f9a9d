import { and, asc, count, desc, eq, exists, gt, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { CAMPAIGN_STATUS, type CampaignInput, type CampaignUpdate, type JobState } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import type { DbOrTx } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { applicationForms, campaignLines, campaigns, comments, employers, users } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/errors';
import { decodeCursor, encodeCursor } from './cursor';
import { assertCanLaunchJob } from '../billing/plan';
import { assertCanReopenJob } from '../billing/limits';
import { recordJobLaunch } from '../billing/stripe-meter';
import { htmlToText, sanitizeRichText } from '../../platform/html';
import { jobLink } from './read-model';
import { emit } from '../webhooks/emit';
import { jobStateCondition, jobStatesOf } from './job-state';
import { settleEndedNotice } from './ended-notices';
import { campaignsPolicy, visibleJobs, type CampaignScope } from './policy';
import { wireNameOf } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import type { JobFieldsOf } from './wire';

type Row = typeof campaigns.$inferSelect;
/** A new job's fields (POST /Campaign, SaveJob) with the domain's names. */
export type JobInput = JobFieldsOf<CampaignInput>;
/** A job's changed fields (PUT /Campaign, SaveJob of a saved job) with the domain's names. */
export type JobUpdate = JobFieldsOf<CampaignUpdate>;
/** A job as the list returns it: the row, its candidate count and its state (the wire's campaignListItemSchema once mapped). */
export type CampaignListRow = Row & { CandidateCount: number; JobState: JobState };

export interface ListQuery {
  SearchText?: string;
  /** 'true': only the jobs with a comment (the comments view); 'false' or absent: every job. */
  isComment?: 'true' | 'false';
  sort: 'startDate' | 'endDate' | 'created';
  dir: 'asc' | 'desc';
  status?: number;
  state?: JobState;
  cursor?: string;
  limit: number;
}

/**
 * The description is rich text from the editor: it is stored sanitized with the toolbar's
 * allow-list, and its plain-text version is kept beside it (SPEC §3, jobDescription).
 */
function withCleanDescription<T extends Pick<Partial<JobInput>, 'jobDescription' | 'jobDescriptionHtml'>>(input: T): T {
  if (input.jobDescriptionHtml == null) return input;
  const html = sanitizeRichText(input.jobDescriptionHtml);
  return { ...input, jobDescriptionHtml: html, jobDescription: htmlToText(html) };
}
const today = () => new Date().toISOString().slice(0, 10);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);


/**
 * Loads a live job the scope may see, or 404 (another tenant's, deleted, or not a Hiring Manager's
 * own). `lock`: the row stays locked until the transaction ends, so a concurrent change waits and
 * sees this one's result.
 */
export async function loadCampaign({ db }: Deps, scope: CampaignScope, id: number, { lock = false } = {}): Promise<Row> {
  const query = db
    .select()
    .from(campaigns)
    .where(and(visibleJobs(scope), eq(campaigns.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/**
 * The enterprise's jobs, one keyset page at a time, sorted by start or end date (or
 * creation) with the id as tie-breaker, each with its state (jobStateOf). The filter is a state,
 * or a status code: 100 means the open (Active) jobs and 0 the ended ones, as the list shows them.
 */
export async function listCampaigns(deps: Deps, scope: Exclude<CampaignScope, number>, q: ListQuery) {
  const { enterpriseId } = scope;
  const sortCol =
    q.sort === 'startDate' ? campaigns.startDate : q.sort === 'endDate' ? campaigns.endDate : null;
  const conditions: (SQL | undefined)[] = [visibleJobs(scope)];
  const term = q.SearchText?.trim();
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    conditions.push(
      or(ilike(campaigns.name, pattern), ilike(campaigns.jobTitle, pattern), ilike(campaigns.referenceCode, pattern)),
    );
  }
  if (q.isComment === 'true') conditions.push(hasComment(deps.db));
  const state = q.state ?? (q.status === CAMPAIGN_STATUS.Active ? 'open' : q.status === 0 ? 'ended' : undefined);
  if (state) conditions.push(jobStateCondition(deps, state));
  else if (q.status !== undefined) conditions.push(eq(campaigns.status, q.status));
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    // A row-value comparison walks the (enterprise, date, id) index straight to the page.
    const op = sql.raw(q.dir === 'asc' ? '>' : '<');
    conditions.push(
      sortCol
        ? sql`(${sortCol}, ${campaigns.id}) ${op} (${c.key}::date, ${c.id})`
        : q.dir === 'asc'
          ? gt(campaigns.id, c.id)
          : lt(campaigns.id, c.id),
    );
  }
  const order = q.dir === 'asc' ? asc : desc;
  const rows = await deps.db
    .select()
    .from(campaigns)
    .where(and(...conditions))
    .orderBy(...(sortCol ? [order(sortCol), order(campaigns.id)] : [order(campaigns.id)]))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const [counts, states] = await Promise.all([
    candidateCounts(deps.db, enterpriseId, page.map((r) => r.id)),
    jobStatesOf(deps, enterpriseId, page),
  ]);
  const last = page.at(-1);
  const nextCursor =
    rows.length > q.limit && last
      ? encodeCursor(q.sort === 'endDate' ? last.endDate : q.sort === 'startDate' ? last.startDate : '0000-00-00', last.id)
      : null;
  return {
    items: page.map((r): CampaignListRow => ({
      ...r,
      CandidateCount: counts.get(r.id) ?? 0,
      JobState: states.get(r.id) ?? 'open',
    })),
    nextCursor,
  };
}

/**
 * The job has a comment the comments view (GET /Comment) shows: a job comment, or one on an answer
 * of a candidate who is not being erased. The list's own condition has already scoped the job.
 */
function hasComment(db: DbOrTx): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(comments)
      .leftJoin(
        campaignLines,
        and(eq(campaignLines.enterpriseId, comments.enterpriseId), eq(campaignLines.id, comments.campaignLineId)),
      )
      .where(and(eq(comments.enterpriseId, campaigns.enterpriseId), eq(comments.campaignId, campaigns.id), isNull(campaignLines.erasingAt))),
  );
}

async function candidateCounts(db: DbOrTx, enterpriseId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: campaignLines.campaignId, n: count() })
    .from(campaignLines)
    .where(and(eq(campaignLines.enterpriseId, enterpriseId), inArray(campaignLines.campaignId, ids)))
    .groupBy(campaignLines.campaignId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function candidateCount(deps: Deps, scope: Exclude<CampaignScope, number>, campaignId: number) {
  const { enterpriseId } = scope;
  await loadCampaign(deps, scope, campaignId);
  return (await candidateCounts(deps.db, enterpriseId, [campaignId])).get(campaignId) ?? 0;
}

/** The employer and hiring manager a job points at must belong to the same enterprise. */
async function checkReferences(db: DbOrTx, enterpriseId: number, input: Pick<JobInput, 'employerId' | 'hiringManagerId'>) {
  const details: Record<string, string[]> = {};
  if (input.employerId) {
    const [e] = await db
      .select({ id: employers.id })
      .from(employers)
      .where(and(eq(employers.enterpriseId, enterpriseId), eq(employers.id, input.employerId), eq(employers.deleted, 0)));
    if (!e) details[wireNameOf(wireNames.campaigns, 'employerId')] = ['Unknown employer.'];
  }
  if (input.hiringManagerId) {
    const [u] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.enterpriseId, enterpriseId), eq(users.id, input.hiringManagerId)));
    if (!u) details[wireNameOf(wireNames.campaigns, 'hiringManagerId')] = ['Unknown hiring manager.'];
  }
  if (Object.keys(details).length) throw badRequest('The request is invalid.', details);
}

/** Creates a job (status 1, SPEC §4) after checking the plan's remaining jobs. */
export async function createCampaign(deps: Deps<'config' | 'events'>, actor: AuthContext, input: JobInput): Promise<Row> {
  campaignsPolicy.authorize(actor, 'job.edit');
  return withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    await assertCanLaunchJob(txDeps, actor.enterpriseId);
    await checkReferences(tx, actor.enterpriseId, input);
    const [row] = await tx
      .insert(campaigns)
      .values({
        ...withCleanDescription(input),
        jobTitle: input.jobTitle ?? input.name,
        hiringManagerId: input.hiringManagerId ?? actor.userId,
        enterpriseId: actor.enterpriseId,
        userId: actor.userId,
        status: CAMPAIGN_STATUS.New,
        formId: await defaultFormId(tx, actor.enterpriseId),
      })
      .returning();
    await recordJobLaunch(txDeps, actor.enterpriseId, row.id);
    await emit(txDeps, jobCreated(row));
    return row;
  });
}

export async function updateCampaign(deps: Deps<'events'>, actor: AuthContext, input: JobUpdate): Promise<Row> {
  campaignsPolicy.authorize(actor, 'job.edit');
  return withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    const before = await loadCampaign(txDeps, actor, input.id, { lock: true });
    await checkReferences(tx, actor.enterpriseId, input);
    const { id, ...fields } = input;
    const [row] = await tx
      .update(campaigns)
      .set(withCleanDescription(fields))
      .where(and(eq(campaigns.enterpriseId, actor.enterpriseId), eq(campaigns.id, id)))
      .returning();
    await assertCanReopenJob(txDeps, actor.enterpriseId, before, row);
    await settleEndedNotice({ db: tx, events: deps.events }, row);
    return row;
  });
}

export async function setStatus(deps: Deps<'events'>, actor: AuthContext, { id, status }: { id: number; status: number }): Promise<Row> {
  campaignsPolicy.authorize(actor, 'job.edit');
  return withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    const before = await loadCampaign(txDeps, actor, id, { lock: true });
    const [row] = await tx
      .update(campaigns)
      .set({ status })
      .where(and(eq(campaigns.enterpriseId, actor.enterpriseId), eq(campaigns.id, id)))
      .returning();
    await assertCanReopenJob(txDeps, actor.enterpriseId, before, row);
    await settleEndedNotice({ db: tx, events: deps.events }, row);
    return row;
  });
}

/** Ends a job now: the end date becomes today (if later) and it leaves the active list. */
export async function endCampaign(deps: Deps<'events'>, actor: AuthContext, id: number): Promise<Row> {
  campaignsPolicy.authorize(actor, 'job.edit');
  return withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    const row = await loadCampaign(txDeps, actor, id, { lock: true });
    const end = row.endDate > today() ? today() : row.endDate;
    const start = row.startDate > end ? end : row.startDate;
    const [ended] = await tx
      .update(campaigns)
      .set({ endDate: end, startDate: start, status: 0 })
      .where(and(eq(campaigns.enterpriseId, actor.enterpriseId), eq(campaigns.id, id)))
      .returning();
    await settleEndedNotice({ db: tx, events: deps.events }, ended);
    return ended;
  });
}

/** The job.created webhook event of a new job (issue 17). */
const jobCreated = (row: Pick<Row, 'id' | 'enterpriseId' | 'name' | 'startDate' | 'endDate'>) => ({
  enterpriseId: row.enterpriseId,
  type: 'job.created' as const,
  data: { jobId: row.id, name: row.name, startDate: row.startDate, endDate: row.endDate },
});

/**
 * PUT /Campaign/{id}/Form (issue 29): which application form the job's candidates fill in (null:
 * none); another company's form is not found. Candidates who submitted keep what they gave.
 */
export async function setCampaignForm(deps: Deps, actor: AuthContext, campaignId: number, formId: number | null): Promise<void> {
  campaignsPolicy.authorize(actor, 'job.edit');
  await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    const job = await loadCampaign(txDeps, actor, campaignId, { lock: true });
    if (formId !== null) {
      const [form] = await tx
        .select({ id: applicationForms.id })
        .from(applicationForms)
        .where(and(eq(applicationForms.enterpriseId, actor.enterpriseId), eq(applicationForms.id, formId)));
      if (!form) throw notFound();
    }
    await tx.update(campaigns).set({ formId }).where(eq(campaigns.id, job.id));
  });
}

/** The form new jobs start with (issue 29), or null. */
async function defaultFormId(db: DbOrTx, enterpriseId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: applicationForms.id })
    .from(applicationForms)
    .where(and(eq(applicationForms.enterpriseId, enterpriseId), eq(applicationForms.isDefault, true)));
  return row?.id ?? null;
}

/**
 * Copies a job as a new job ("Copy of …"), counted against the plan; its questions are copied by
 * the caller (commands/clone-job.ts), in its transaction.
 */
export async function copyCampaign(deps: Deps<'config' | 'events'>, actor: AuthContext, id: number): Promise<Row> {
  campaignsPolicy.authorize(actor, 'job.edit');
  return withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    const source = await loadCampaign(txDeps, actor, id);
    await assertCanLaunchJob(txDeps, actor.enterpriseId);
    const {
      id: _id,
      recordGuid: _guid,
      createdAt: _created,
      updatedAt: _updated,
      jobVideoLink: _link,
      // A copy is a new job: its own public link, and no bare legacy one; its ending not yet told.
      publicLinkToken: _secret,
      legacyPublicLink: _legacy,
      endedNoticeAt: _told,
      ...fields
    } = source;
    const [copy] = await tx
      .insert(campaigns)
      .values({ ...fields, name: `Copy of ${source.name}`.slice(0, 200), userId: actor.userId, status: CAMPAIGN_STATUS.New })
      .returning();
    await recordJobLaunch(txDeps, actor.enterpriseId, copy.id);
    await emit(txDeps, jobCreated(copy));
    return copy;
  });
}

/** Stores the candidate link of a job: /invite/{campaignId}/{enterpriseId}?link={its secret}. Answers the job as written. */
export async function saveInterviewLink(deps: Deps<'config'>, actor: AuthContext, id: number): Promise<Row> {
  campaignsPolicy.authorize(actor, 'job.edit');
  const job = await loadCampaign(deps, actor, id);
  const link = jobLink(deps.config, job);
  const [row] = await deps.db
    .update(campaigns)
    .set({ jobVideoLink: link })
    .where(and(eq(campaigns.enterpriseId, actor.enterpriseId), eq(campaigns.id, id)))
    .returning();
  return row;
}

