import { and, asc, countDistinct, desc, eq, ilike, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  CAMPAIGN_LINE_STATUS,
  CAMPAIGN_LINE_STATUS_LABEL,
  type CampaignLineStatus,
  MSG,
  QUESTION_RESPONSE_STATUS,
  candidateStage,
} from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import { withTransaction } from '../../db/transaction';
import type { DbOrTx } from '../../db/client';
import { campaignLines, campaigns, candidateFullName, candidateResumes, questionAnswers, questionResponses, questions } from '../../db/schema/index';
import { HttpError, notFound } from '../../http/errors';
import { wireNameOf } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import { decodeCursor, encodeCursor } from '../campaigns/cursor';
import { liveQuestions, questionText } from '../campaigns/read-model';
import { NO_RATINGS, candidateRatingStats, responseRatingStats } from '../ratings/aggregates';
import { loadReviewableCampaign, loadReviewableLine } from '../campaigns/review-scope';
import { visibleJobs } from '../campaigns/policy';
import { byMember, record as audit } from '../audit/record';
import { transcriptMatches, transcriptQueryOf, transcriptSearchCondition } from '../transcripts/search';
import { setLineStatus } from '../campaigns/line-status';
import { didNotMeet } from '../campaigns/screening';
import { textMessagesTo } from '../../platform/sms/outbox';
import { optedOutAt } from '../../platform/sms/status';
import { candidatesPolicy } from './policy';
import { type AnswerOfQuestion, type CandidateBaseRow, type CandidateRow, type CandidateView, type ResponseRow, type StageFields } from './model';

/** The columns of a candidate list row before its counts and ratings are added. */
export const candidateRowFields = {
  id: campaignLines.id,
  campaignId: campaignLines.campaignId,
  /** The job's name. */
  campaignName: campaigns.name,
  status: campaignLines.status,
  candidateEmail: campaignLines.candidateEmail,
  candidateFirstName: campaignLines.candidateFirstName,
  candidateLastName: campaignLines.candidateLastName,
  invitedAt: campaignLines.invitedAt,
  startedAt: campaignLines.startedAt,
  completedAt: campaignLines.completedAt,
  /** Issue 32: reviewers see that an accommodation was granted, never why. */
  accommodationGrantedAt: campaignLines.accommodationGrantedAt,
};

/** Answers that count as given: uploaded or ready (not still uploading, not failed). */
const givenAnswer = inArray(questionResponses.status, [QUESTION_RESPONSE_STATUS.Uploaded, QUESTION_RESPONSE_STATUS.Ready]);

/**
 * Adds AnsweredCount, QuestionCount, AverageRating and RatingCount to a page of rows: three
 * grouped queries limited to the page's lines and jobs (never one query per row).
 */
export async function withCounts(deps: Deps, enterpriseId: number, rows: CandidateBaseRow[]): Promise<CandidateRow[]> {
  if (rows.length === 0) return [];
  const lineIds = rows.map((r) => r.id);
  const campaignIds = [...new Set(rows.map((r) => r.campaignId))];
  const [answered, questionCounts, ratings, unmet] = await Promise.all([
    deps.db
      .select({ id: questionResponses.campaignLineId, n: countDistinct(questionResponses.questionId) })
      .from(questionResponses)
      .innerJoin(questions, and(eq(questions.id, questionResponses.questionId), eq(questions.deleted, 0)))
      .where(and(eq(questionResponses.enterpriseId, enterpriseId), inArray(questionResponses.campaignLineId, lineIds), givenAnswer))
      .groupBy(questionResponses.campaignLineId),
    deps.db
      .select({ id: questions.campaignId, n: sql<number>`count(*)::int` })
      .from(questions)
      .where(and(eq(questions.enterpriseId, enterpriseId), inArray(questions.campaignId, campaignIds), eq(questions.deleted, 0)))
      .groupBy(questions.campaignId),
    candidateRatingStats(deps, enterpriseId, lineIds),
    didNotMeet(deps, enterpriseId, lineIds),
  ]);
  const answeredBy = new Map(answered.map((r) => [r.id, r.n]));
  const questionsBy = new Map(questionCounts.map((r) => [r.id, r.n]));
  return rows.map((r) => {
    const rating = ratings.get(r.id) ?? NO_RATINGS;
    return {
      ...r,
      AnsweredCount: answeredBy.get(r.id) ?? 0,
      QuestionCount: questionsBy.get(r.campaignId) ?? 0,
      AverageRating: rating.AverageRating,
      RatingCount: rating.RatingCount,
      DidNotMeet: unmet.get(r.id) ?? [],
    };
  });
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A line whose email or full name contains `term`, case-insensitively, `%` and `_` literally. A term
 * inside the first or the last name is inside the full name too. Both expressions are those of
 * campaign_lines_search_idx (trigrams), so a term of three characters or more is found through the
 * index; a shorter one has no trigram and is checked on the list's newest-first walk instead.
 */
export function candidateSearch(term: string): SQL {
  const pattern = `%${escapeLike(term)}%`;
  return or(
    ilike(campaignLines.candidateEmail, pattern),
    ilike(candidateFullName(campaignLines.candidateFirstName, campaignLines.candidateLastName), pattern),
  )!;
}

export interface CandidateListOptions {
  campaignId?: number;
  searchText?: string;
  /** Full-text search over the answers' transcripts (issue 15): rows then carry TranscriptMatch. */
  transcriptQuery?: string;
  status?: number;
  /** Issue 29: 'unmet' only lines with a disqualifying screening answer, 'met' only the others. */
  screening?: 'met' | 'unmet';
  cursor?: string;
  limit: number;
}

/** Opaque keyset cursor of the list: the last row's id (the campaigns cursor format, key unused). */
const NO_KEY = '0000-00-00';

/**
 * The candidates the user may review, newest first, one keyset page at a time: the
 * (enterprise, campaign, id), (enterprise, status, id) or (enterprise, id) index leads straight
 * to the page, so a page costs the same at 10k or 1M lines. With `transcriptQuery` only lines
 * with a matching transcript (the tenant's GIN index finds them), each with its best match.
 */
export async function listCandidates(deps: Deps, auth: AuthContext, q: CandidateListOptions) {
  const { db } = deps;
  if (q.campaignId !== undefined) await loadReviewableCampaign(deps, auth, q.campaignId);
  const conditions: (SQL | undefined)[] = [eq(campaignLines.enterpriseId, auth.enterpriseId), isNull(campaignLines.erasingAt), visibleJobs(auth)];
  if (q.campaignId !== undefined) conditions.push(eq(campaignLines.campaignId, q.campaignId));
  if (q.status !== undefined) conditions.push(eq(campaignLines.status, q.status));
  if (q.screening) conditions.push(eq(campaignLines.screeningUnmet, q.screening === 'unmet'));
  const term = q.searchText?.trim();
  if (term) conditions.push(candidateSearch(term));
  const spoken = q.transcriptQuery ? await transcriptQueryOf(deps, auth.enterpriseId, q.transcriptQuery) : null;
  if (spoken) conditions.push(transcriptSearchCondition(auth.enterpriseId, spoken));
  if (q.cursor) conditions.push(lt(campaignLines.id, decodeCursor(q.cursor).id));
  const rows = await db
    .select(candidateRowFields)
    .from(campaignLines)
    .innerJoin(campaigns, eq(campaigns.id, campaignLines.campaignId))
    .where(and(...conditions))
    .orderBy(desc(campaignLines.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const [items, matches] = await Promise.all([
    withCounts(deps, auth.enterpriseId, page),
    spoken ? transcriptMatches(deps, auth.enterpriseId, page.map((r) => r.id), spoken) : null,
  ]);
  return {
    items: matches ? items.map((r) => ({ ...r, TranscriptMatch: matches.get(r.id) ?? null })) : items,
    nextCursor: rows.length > q.limit && last ? encodeCursor(NO_KEY, last.id) : null,
  };
}

/** One list row of a line already known to be reviewable. */
async function rowOf(db: DbOrTx, enterpriseId: number, lineId: number): Promise<CandidateRow> {
  const rows = await db
    .select(candidateRowFields)
    .from(campaignLines)
    .innerJoin(campaigns, eq(campaigns.id, campaignLines.campaignId))
    .where(and(eq(campaignLines.enterpriseId, enterpriseId), eq(campaignLines.id, lineId)));
  const [row] = await withCounts({ db }, enterpriseId, rows);
  if (!row) throw notFound();
  return row;
}

/** GET /CampaignLine/{id}: the list row with contact details, consent, the latest resume and the user's own rating. */
export async function getCandidate(deps: Deps, auth: AuthContext, lineId: number): Promise<CandidateView> {
  const { db } = deps;
  const line = await loadReviewableLine(deps, auth, lineId);
  const [row, [resume], mine] = await Promise.all([
    rowOf(db, auth.enterpriseId, lineId),
    db
      .select()
      .from(candidateResumes)
      .where(and(eq(candidateResumes.enterpriseId, auth.enterpriseId), eq(candidateResumes.campaignLineId, lineId)))
      .orderBy(desc(candidateResumes.id))
      .limit(1),
    candidateRatingStats(deps, auth.enterpriseId, [lineId], auth.userId),
    audit(deps, { enterpriseId: auth.enterpriseId, lineId, campaignId: line.campaignId, actor: byMember(auth.userId), action: 'viewed', detail: 'candidate page' }),
  ]);
  return {
    ...row,
    candidatePhone: line.candidatePhone,
    openedAt: line.openedAt,
    channel: line.channel,
    deliveredAt: line.deliveredAt,
    ...(await textMessagesOf(deps, auth.enterpriseId, lineId, line.candidatePhone)),
    consentAt: line.consentAt,
    accommodationTime: line.accommodationTime,
    accommodationRetakes: line.accommodationRetakes,
    accommodationEndDate: line.accommodationEndDate,
    // The candidate's own words, for those who may grant; a reviewer never learns why (issue 32).
    ...(candidatesPolicy.allows(auth, 'candidate.accommodate')
      ? { accommodationRequest: line.accommodationRequest, accommodationRequestedAt: line.accommodationRequestedAt }
      : { accommodationRequest: null, accommodationRequestedAt: null }),
    jobTitle: line.jobTitle,
    resume: resume ?? null,
    MyRating: mine.get(lineId)?.MyRating ?? null,
  };
}

/** The audit entry of a status change (issue 16). */
const statusEntry = (auth: AuthContext, status: number) => ({
  enterpriseId: auth.enterpriseId,
  actor: byMember(auth.userId),
  action: 'statusChanged' as const,
  detail: `status ${status} ${CAMPAIGN_LINE_STATUS_LABEL[status as CampaignLineStatus] ?? ''}`.trim(),
});

/** 409 unless the candidate has finished the interview: decisions are made on finished interviews only. */
export function assertDecidable(line: StageFields) {
  if (candidateStage(line) !== 'completed') {
    const field = wireNameOf(wireNames.campaignLines, 'status');
    throw new HttpError(409, MSG.decisionNeedsFinishedInterview, { [field]: [MSG.decisionNeedsFinishedInterview] });
  }
}

/** PUT /CampaignLine/UpdateCampaignLineStatus: a decision (3..6) on one candidate who finished the interview (else 409). */
export async function updateStatus(deps: Deps<'events'>, auth: AuthContext, { lineId, status }: { lineId: number; status: number }): Promise<CandidateRow> {
  candidatesPolicy.authorize(auth, 'candidate.decide');
  const { db } = deps;
  const line = await loadReviewableLine(deps, auth, lineId);
  assertDecidable(line);
  await withTransaction(deps, async (txDeps) => {
    await setLineStatus(txDeps, auth.enterpriseId, eq(campaignLines.id, lineId), status);
    await audit(txDeps, { ...statusEntry(auth, status), lineId, campaignId: line.campaignId });
  });
  return rowOf(db, auth.enterpriseId, lineId);
}

/**
 * PUT /CampaignLine/BulkUpdateStatus: one transaction, all or nothing. When any id is not a line
 * the user may review the answer is 404; when any candidate has not finished the interview it is
 * 409 naming them (details.ids); either way nothing changes.
 */
export async function bulkUpdateStatus(deps: Deps<'events'>, auth: AuthContext, { ids, status }: { ids: number[]; status: number }) {
  candidatesPolicy.authorize(auth, 'candidate.decide');
  const unique = [...new Set(ids)];
  return withTransaction(deps, async (txDeps) => {
    const tx = txDeps.db;
    const mine = and(eq(campaignLines.enterpriseId, auth.enterpriseId), inArray(campaignLines.id, unique));
    // Locked, so a candidate cannot be withdrawn between the check and the update.
    const lines = await tx
      .select({
        id: campaignLines.id,
        status: campaignLines.status,
        startedAt: campaignLines.startedAt,
        completedAt: campaignLines.completedAt,
      })
      .from(campaignLines)
      .where(
        and(
          mine,
          // A candidate being erased is already gone for reviewers, as for a single change (loadReviewableLine).
          isNull(campaignLines.erasingAt),
          inArray(campaignLines.campaignId, tx.select({ id: campaigns.id }).from(campaigns).where(visibleJobs(auth))),
        ),
      )
      .orderBy(asc(campaignLines.id))
      .for('update');
    if (lines.length !== unique.length) throw notFound();
    const unfinished = lines.filter((l) => candidateStage(l) !== 'completed').map((l) => l.id);
    if (unfinished.length) {
      throw new HttpError(409, MSG.decisionNeedsFinishedInterviews(unfinished.length), { ids: unfinished.sort((a, b) => a - b).map(String) });
    }
    const updated = (await setLineStatus(txDeps, auth.enterpriseId, inArray(campaignLines.id, unique), status)).map((w) => w.after);
    await audit(
      txDeps,
      updated.map((u) => ({ ...statusEntry(auth, status), lineId: u.id, campaignId: u.campaignId })),
    );
    return { updated: updated.length };
  });
}

/**
 * Withdraws the invitation of a candidate who has not finished the interview: status Withdrawn
 * (7), and their personal link stops working (only its hash was kept). 409 once they finished
 * or when it was withdrawn already. Answers the list row.
 */
export async function withdrawInvitation(deps: Deps<'events'>, auth: AuthContext, lineId: number): Promise<CandidateRow> {
  candidatesPolicy.authorize(auth, 'candidate.decide');
  const { db } = deps;
  await loadReviewableLine(deps, auth, lineId);
  // The condition is checked on the locked line: an interview finished a moment ago stays as it is.
  const withdrawn = await withTransaction(deps, async (txDeps) => {
    const [write] = await setLineStatus(
      txDeps,
      auth.enterpriseId,
      and(
        eq(campaignLines.id, lineId),
        isNull(campaignLines.completedAt),
        ne(campaignLines.status, CAMPAIGN_LINE_STATUS.Withdrawn),
      )!,
      CAMPAIGN_LINE_STATUS.Withdrawn,
      { set: { inviteTokenHash: null } },
    );
    if (write) await audit(txDeps, { ...statusEntry(auth, CAMPAIGN_LINE_STATUS.Withdrawn), lineId, campaignId: write.after.campaignId });
    return write;
  });
  if (!withdrawn) {
    const line = await loadReviewableLine(deps, auth, lineId);
    const message = candidateStage(line) === 'withdrawn' ? MSG.invitationWithdrawn : MSG.responseNeedsUnfinishedInterview;
    throw new HttpError(409, message, { kind: [message] });
  }
  return rowOf(db, auth.enterpriseId, lineId);
}

/**
 * GET /QuestionResponse/getQeustionResponseByCampaignLineID/{campaignId}/{campaignLineId}: every
 * live question of the job in order, with the candidate's latest given answer and its ratings.
 */
export async function answersByLine(deps: Deps, auth: AuthContext, { campaignId, lineId }: { campaignId: number; lineId: number }): Promise<AnswerOfQuestion[]> {
  const { db } = deps;
  const line = await loadReviewableLine(deps, auth, lineId);
  if (line.campaignId !== campaignId) throw notFound();
  const [qs, responses, nonRecorded] = await Promise.all([
    liveQuestions(deps, { enterpriseId: auth.enterpriseId, id: campaignId }),
    db
      .select()
      .from(questionResponses)
      .where(and(eq(questionResponses.enterpriseId, auth.enterpriseId), eq(questionResponses.campaignLineId, lineId)))
      .orderBy(asc(questionResponses.questionId), asc(questionResponses.attempt)),
    db
      .select()
      .from(questionAnswers)
      .where(and(eq(questionAnswers.enterpriseId, auth.enterpriseId), eq(questionAnswers.campaignLineId, lineId))),
  ]);
  const answerOf = new Map(nonRecorded.map((a) => [a.questionId, a]));
  const attempts = new Map<number, number>();
  const latest = new Map<number, ResponseRow>();
  const given = new Set<number>([QUESTION_RESPONSE_STATUS.Uploaded, QUESTION_RESPONSE_STATUS.Ready]);
  for (const r of responses) {
    attempts.set(r.questionId, (attempts.get(r.questionId) ?? 0) + 1);
    if (given.has(r.status)) latest.set(r.questionId, r);
  }
  const stats = await responseRatingStats(
    deps,
    auth.enterpriseId,
    [...latest.values()].map((r) => r.id),
    auth.userId,
  );
  return qs.map((q) => {
    const response = latest.get(q.id) ?? null;
    const rating = (response && stats.get(response.id)) || NO_RATINGS;
    const answer = answerOf.get(q.id);
    return {
      question: { id: q.id, text: questionText(q), order: q.order, required: q.required, kind: q.kind, settings: q.settings },
      answer: answer
        ? {
            value: answer.value,
            qualifies: answer.qualifies,
            answeredAt: answer.updatedAt,
            fileUrl: answer.fileKey ? `/api/QuestionAnswer/File/${campaignId}/${lineId}/${q.id}` : null,
          }
        : null,
      response,
      attempts: attempts.get(q.id) ?? 0,
      ...rating,
    };
  });
}

/** GET /CampaignLine/GetCampaigLineResponseByCampaignID: the job's lines with at least one given answer, newest first. */
export async function linesWithAnswers(deps: Deps, auth: AuthContext, campaignId: number): Promise<CandidateRow[]> {
  const { db } = deps;
  await loadReviewableCampaign(deps, auth, campaignId);
  const rows = await db
    .select(candidateRowFields)
    .from(campaignLines)
    .innerJoin(campaigns, eq(campaigns.id, campaignLines.campaignId))
    .where(
      and(
        eq(campaignLines.enterpriseId, auth.enterpriseId),
        eq(campaignLines.campaignId, campaignId),
        isNull(campaignLines.erasingAt),
        sql`exists (select 1 from ${questionResponses} where ${questionResponses.enterpriseId} = ${campaignLines.enterpriseId} and ${questionResponses.campaignLineId} = ${campaignLines.id} and ${givenAnswer})`,
      ),
    )
    .orderBy(desc(campaignLines.id));
  return withCounts(deps, auth.enterpriseId, rows);
}

/** GET /QuestionAnswer/File/{campaignId}/{campaignLineId}/{questionId}: the media-store key and type of a candidate's file answer, or 404. */
export async function answerFile(deps: Deps, auth: AuthContext, { campaignId, lineId, questionId }: { campaignId: number; lineId: number; questionId: number }) {
  const { db } = deps;
  const line = await loadReviewableLine(deps, auth, lineId);
  if (line.campaignId !== campaignId) throw notFound();
  const [answer] = await db
    .select()
    .from(questionAnswers)
    .where(and(eq(questionAnswers.enterpriseId, auth.enterpriseId), eq(questionAnswers.campaignLineId, lineId), eq(questionAnswers.questionId, questionId)));
  if (!answer?.fileKey || answer.value.kind !== 'file') throw notFound();
  return { key: answer.fileKey, ...answer.value.file };
}

/** The text messages sent to a candidate (issue 33) and whether their number replied STOP. */
async function textMessagesOf(deps: Deps, enterpriseId: number, campaignLineId: number, phone: string | null) {
  const sent = await textMessagesTo(deps, { enterpriseId, campaignLineId });
  const numbers = [...new Set([...sent.map((m) => m.to), ...(phone ? [phone] : [])].filter(Boolean))];
  const optedOut = numbers.length ? await optedOutAt(deps.db, numbers) : new Map<string, string>();
  return {
    TextMessages: sent.map(({ body: _body, ...m }) => m),
    SmsOptedOutAt: numbers.map((n) => optedOut.get(n)).find((at) => at !== undefined) ?? null,
  };
}
