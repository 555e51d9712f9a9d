import { and, asc, countDistinct, desc, eq, ilike, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  CAMPAIGN_LINE_STATUS,
  CAMPAIGN_LINE_STATUS_LABEL,
  type CampaignLineStatus,
  MSG,
  QUESTION_RESPONSE_STATUS,
  candidateStage,
  type AnswerByQuestion,
  type CandidateDetail,
  type CandidateListRow,
} from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import { withTransaction } from '../../db/transaction';
import type { DbOrTx } from '../../db/client';
import { campaignLines, campaigns, candidateFullName, candidateResumes, questionAnswers, questionResponses, questions } from '../../db/schema/index';
import { HttpError, notFound } from '../../http/errors';
import { decodeCursor, encodeCursor } from '../campaigns/cursor';
import { liveQuestions, questionText } from '../campaigns/read-model';
import { presentResponse, presentResume } from '../media/service';
import { NO_RATINGS, candidateRatingStats, responseRatingStats } from '../ratings/aggregates';
import { loadReviewableCampaign, loadReviewableLine } from '../campaigns/review-scope';
import { visibleJobs } from '../campaigns/policy';
import { byMember, record as audit } from '../audit/record';
import { transcriptMatches, transcriptQueryOf, transcriptSearchCondition } from '../transcripts/search';
import { setLineStatus } from '../campaigns/line-status';
import { didNotMeet } from '../campaigns/screening';
import { candidatesPolicy } from './policy';

/** The columns of a candidate list row before its counts and ratings are added. */
export const candidateRowFields = {
  pk_CampaignLine_ID: campaignLines.pk_CampaignLine_ID,
  fk_Campaign_ID: campaignLines.fk_Campaign_ID,
  Campaign_Name: campaigns.Campaign_Name,
  CampaignLine_Status: campaignLines.CampaignLine_Status,
  CampaignLine_CandidateEmail: campaignLines.CampaignLine_CandidateEmail,
  CampaignLine_CandidateFirstName: campaignLines.CampaignLine_CandidateFirstName,
  CampaignLine_CandidateLastName: campaignLines.CampaignLine_CandidateLastName,
  CampaignLine_InvitedAt: campaignLines.CampaignLine_InvitedAt,
  CampaignLine_StartedAt: campaignLines.CampaignLine_StartedAt,
  CampaignLine_CompletedAt: campaignLines.CampaignLine_CompletedAt,
};
export type CandidateBaseRow = Pick<CandidateListRow, keyof typeof candidateRowFields>;

/** Answers that count as given: uploaded or ready (not still uploading, not failed). */
const givenAnswer = inArray(questionResponses.QuestionResponse_Status, [QUESTION_RESPONSE_STATUS.Uploaded, QUESTION_RESPONSE_STATUS.Ready]);

/**
 * Adds AnsweredCount, QuestionCount, AverageRating and RatingCount to a page of rows: three
 * grouped queries limited to the page's lines and jobs (never one query per row).
 */
export async function withCounts(deps: Deps, enterpriseId: number, rows: CandidateBaseRow[]): Promise<CandidateListRow[]> {
  if (rows.length === 0) return [];
  const lineIds = rows.map((r) => r.pk_CampaignLine_ID);
  const campaignIds = [...new Set(rows.map((r) => r.fk_Campaign_ID))];
  const [answered, questionCounts, ratings, unmet] = await Promise.all([
    deps.db
      .select({ id: questionResponses.fk_CampaignLine_ID, n: countDistinct(questionResponses.fk_Question_ID) })
      .from(questionResponses)
      .innerJoin(questions, and(eq(questions.pk_Question_ID, questionResponses.fk_Question_ID), eq(questions.Question_Deleted, 0)))
      .where(and(eq(questionResponses.fk_Enterprise_ID, enterpriseId), inArray(questionResponses.fk_CampaignLine_ID, lineIds), givenAnswer))
      .groupBy(questionResponses.fk_CampaignLine_ID),
    deps.db
      .select({ id: questions.fk_Campaign_ID, n: sql<number>`count(*)::int` })
      .from(questions)
      .where(and(eq(questions.fk_Enterprise_ID, enterpriseId), inArray(questions.fk_Campaign_ID, campaignIds), eq(questions.Question_Deleted, 0)))
      .groupBy(questions.fk_Campaign_ID),
    candidateRatingStats(deps, enterpriseId, lineIds),
    didNotMeet(deps, enterpriseId, lineIds),
  ]);
  const answeredBy = new Map(answered.map((r) => [r.id, r.n]));
  const questionsBy = new Map(questionCounts.map((r) => [r.id, r.n]));
  return rows.map((r) => {
    const rating = ratings.get(r.pk_CampaignLine_ID) ?? NO_RATINGS;
    return {
      ...r,
      AnsweredCount: answeredBy.get(r.pk_CampaignLine_ID) ?? 0,
      QuestionCount: questionsBy.get(r.fk_Campaign_ID) ?? 0,
      AverageRating: rating.AverageRating,
      RatingCount: rating.RatingCount,
      DidNotMeet: unmet.get(r.pk_CampaignLine_ID) ?? [],
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
    ilike(campaignLines.CampaignLine_CandidateEmail, pattern),
    ilike(candidateFullName(campaignLines.CampaignLine_CandidateFirstName, campaignLines.CampaignLine_CandidateLastName), pattern),
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
  const conditions: (SQL | undefined)[] = [eq(campaignLines.fk_Enterprise_ID, auth.enterpriseId), isNull(campaignLines.erasingAt), visibleJobs(auth)];
  if (q.campaignId !== undefined) conditions.push(eq(campaignLines.fk_Campaign_ID, q.campaignId));
  if (q.status !== undefined) conditions.push(eq(campaignLines.CampaignLine_Status, q.status));
  if (q.screening) conditions.push(eq(campaignLines.screeningUnmet, q.screening === 'unmet'));
  const term = q.searchText?.trim();
  if (term) conditions.push(candidateSearch(term));
  const spoken = q.transcriptQuery ? await transcriptQueryOf(deps, auth.enterpriseId, q.transcriptQuery) : null;
  if (spoken) conditions.push(transcriptSearchCondition(auth.enterpriseId, spoken));
  if (q.cursor) conditions.push(lt(campaignLines.pk_CampaignLine_ID, decodeCursor(q.cursor).id));
  const rows = await db
    .select(candidateRowFields)
    .from(campaignLines)
    .innerJoin(campaigns, eq(campaigns.pk_Campaign_ID, campaignLines.fk_Campaign_ID))
    .where(and(...conditions))
    .orderBy(desc(campaignLines.pk_CampaignLine_ID))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const [items, matches] = await Promise.all([
    withCounts(deps, auth.enterpriseId, page),
    spoken ? transcriptMatches(deps, auth.enterpriseId, page.map((r) => r.pk_CampaignLine_ID), spoken) : null,
  ]);
  return {
    items: matches ? items.map((r) => ({ ...r, TranscriptMatch: matches.get(r.pk_CampaignLine_ID) ?? null })) : items,
    nextCursor: rows.length > q.limit && last ? encodeCursor(NO_KEY, last.pk_CampaignLine_ID) : null,
  };
}

/** One list row of a line already known to be reviewable. */
async function rowOf(db: DbOrTx, enterpriseId: number, lineId: number): Promise<CandidateListRow> {
  const rows = await db
    .select(candidateRowFields)
    .from(campaignLines)
    .innerJoin(campaigns, eq(campaigns.pk_Campaign_ID, campaignLines.fk_Campaign_ID))
    .where(and(eq(campaignLines.fk_Enterprise_ID, enterpriseId), eq(campaignLines.pk_CampaignLine_ID, lineId)));
  const [row] = await withCounts({ db }, enterpriseId, rows);
  if (!row) throw notFound();
  return row;
}

/** GET /CampaignLine/{id}: the list row with contact details, consent, the latest resume and the user's own rating. */
export async function getCandidate(deps: Deps, auth: AuthContext, lineId: number): Promise<CandidateDetail> {
  const { db } = deps;
  const line = await loadReviewableLine(deps, auth, lineId);
  const [row, [resume], mine] = await Promise.all([
    rowOf(db, auth.enterpriseId, lineId),
    db
      .select()
      .from(candidateResumes)
      .where(and(eq(candidateResumes.fk_Enterprise_ID, auth.enterpriseId), eq(candidateResumes.fk_CampaignLine_ID, lineId)))
      .orderBy(desc(candidateResumes.pk_CandidateResume_ID))
      .limit(1),
    candidateRatingStats(deps, auth.enterpriseId, [lineId], auth.userId),
    audit(deps, { enterpriseId: auth.enterpriseId, lineId, campaignId: line.fk_Campaign_ID, actor: byMember(auth.userId), action: 'viewed', detail: 'candidate page' }),
  ]);
  return {
    ...row,
    CampaignLine_CandidatePhone: line.CampaignLine_CandidatePhone,
    CampaignLine_ConsentAt: line.CampaignLine_ConsentAt,
    Campaign_Job_Title: line.Campaign_Job_Title,
    Resume: resume ? presentResume(resume) : null,
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
export function assertDecidable(line: Parameters<typeof candidateStage>[0]) {
  if (candidateStage(line) !== 'completed') {
    throw new HttpError(409, MSG.decisionNeedsFinishedInterview, { CampaignLine_Status: [MSG.decisionNeedsFinishedInterview] });
  }
}

/** PUT /CampaignLine/UpdateCampaignLineStatus: a decision (3..6) on one candidate who finished the interview (else 409). */
export async function updateStatus(deps: Deps<'events'>, auth: AuthContext, { lineId, status }: { lineId: number; status: number }): Promise<CandidateListRow> {
  candidatesPolicy.authorize(auth, 'candidate.decide');
  const { db } = deps;
  const line = await loadReviewableLine(deps, auth, lineId);
  assertDecidable(line);
  await withTransaction(deps, async (txDeps) => {
    await setLineStatus(txDeps, auth.enterpriseId, eq(campaignLines.pk_CampaignLine_ID, lineId), status);
    await audit(txDeps, { ...statusEntry(auth, status), lineId, campaignId: line.fk_Campaign_ID });
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
    const mine = and(eq(campaignLines.fk_Enterprise_ID, auth.enterpriseId), inArray(campaignLines.pk_CampaignLine_ID, unique));
    // Locked, so a candidate cannot be withdrawn between the check and the update.
    const lines = await tx
      .select({
        id: campaignLines.pk_CampaignLine_ID,
        CampaignLine_Status: campaignLines.CampaignLine_Status,
        CampaignLine_StartedAt: campaignLines.CampaignLine_StartedAt,
        CampaignLine_CompletedAt: campaignLines.CampaignLine_CompletedAt,
      })
      .from(campaignLines)
      .where(
        and(
          mine,
          // A candidate being erased is already gone for reviewers, as for a single change (loadReviewableLine).
          isNull(campaignLines.erasingAt),
          inArray(campaignLines.fk_Campaign_ID, tx.select({ id: campaigns.pk_Campaign_ID }).from(campaigns).where(visibleJobs(auth))),
        ),
      )
      .orderBy(asc(campaignLines.pk_CampaignLine_ID))
      .for('update');
    if (lines.length !== unique.length) throw notFound();
    const unfinished = lines.filter((l) => candidateStage(l) !== 'completed').map((l) => l.id);
    if (unfinished.length) {
      throw new HttpError(409, MSG.decisionNeedsFinishedInterviews(unfinished.length), { ids: unfinished.sort((a, b) => a - b).map(String) });
    }
    const updated = (await setLineStatus(txDeps, auth.enterpriseId, inArray(campaignLines.pk_CampaignLine_ID, unique), status)).map((w) => w.after);
    await audit(
      txDeps,
      updated.map((u) => ({ ...statusEntry(auth, status), lineId: u.pk_CampaignLine_ID, campaignId: u.fk_Campaign_ID })),
    );
    return { updated: updated.length };
  });
}

/**
 * Withdraws the invitation of a candidate who has not finished the interview: status Withdrawn
 * (7), and their personal link stops working (only its hash was kept). 409 once they finished
 * or when it was withdrawn already. Answers the list row.
 */
export async function withdrawInvitation(deps: Deps<'events'>, auth: AuthContext, lineId: number): Promise<CandidateListRow> {
  candidatesPolicy.authorize(auth, 'candidate.decide');
  const { db } = deps;
  await loadReviewableLine(deps, auth, lineId);
  // The condition is checked on the locked line: an interview finished a moment ago stays as it is.
  const withdrawn = await withTransaction(deps, async (txDeps) => {
    const [write] = await setLineStatus(
      txDeps,
      auth.enterpriseId,
      and(
        eq(campaignLines.pk_CampaignLine_ID, lineId),
        isNull(campaignLines.CampaignLine_CompletedAt),
        ne(campaignLines.CampaignLine_Status, CAMPAIGN_LINE_STATUS.Withdrawn),
      )!,
      CAMPAIGN_LINE_STATUS.Withdrawn,
      { set: { inviteTokenHash: null } },
    );
    if (write) await audit(txDeps, { ...statusEntry(auth, CAMPAIGN_LINE_STATUS.Withdrawn), lineId, campaignId: write.after.fk_Campaign_ID });
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
export async function answersByLine(deps: Deps, auth: AuthContext, { campaignId, lineId }: { campaignId: number; lineId: number }): Promise<AnswerByQuestion[]> {
  const { db } = deps;
  const line = await loadReviewableLine(deps, auth, lineId);
  if (line.fk_Campaign_ID !== campaignId) throw notFound();
  const [qs, responses, nonRecorded] = await Promise.all([
    liveQuestions(deps, { fk_Enterprise_ID: auth.enterpriseId, pk_Campaign_ID: campaignId }),
    db
      .select()
      .from(questionResponses)
      .where(and(eq(questionResponses.fk_Enterprise_ID, auth.enterpriseId), eq(questionResponses.fk_CampaignLine_ID, lineId)))
      .orderBy(asc(questionResponses.fk_Question_ID), asc(questionResponses.QuestionResponse_Attempt)),
    db
      .select()
      .from(questionAnswers)
      .where(and(eq(questionAnswers.fk_Enterprise_ID, auth.enterpriseId), eq(questionAnswers.fk_CampaignLine_ID, lineId))),
  ]);
  const answerOf = new Map(nonRecorded.map((a) => [a.fk_Question_ID, a]));
  const attempts = new Map<number, number>();
  const latest = new Map<number, (typeof responses)[number]>();
  const given = new Set<number>([QUESTION_RESPONSE_STATUS.Uploaded, QUESTION_RESPONSE_STATUS.Ready]);
  for (const r of responses) {
    attempts.set(r.fk_Question_ID, (attempts.get(r.fk_Question_ID) ?? 0) + 1);
    if (given.has(r.QuestionResponse_Status)) latest.set(r.fk_Question_ID, r);
  }
  const stats = await responseRatingStats(
    deps,
    auth.enterpriseId,
    [...latest.values()].map((r) => r.pk_QuestionResponse_ID),
    auth.userId,
  );
  return qs.map((q) => {
    const response = latest.get(q.pk_Question_ID) ?? null;
    const rating = (response && stats.get(response.pk_QuestionResponse_ID)) || NO_RATINGS;
    const answer = answerOf.get(q.pk_Question_ID);
    return {
      question: {
        pk_Question_ID: q.pk_Question_ID,
        Question_Text: questionText(q),
        Question_Order: q.Question_Order,
        Question_Required: q.Question_Required,
        Question_Kind: q.Question_Kind,
        Question_Settings: q.Question_Settings,
      } as AnswerByQuestion['question'],
      answer: answer
        ? {
            value: answer.QuestionAnswer_Value,
            qualifies: answer.QuestionAnswer_Qualifies,
            answeredAt: answer.QuestionAnswer_DateOfLastUpdate,
            fileUrl: answer.fileKey ? `/api/QuestionAnswer/File/${campaignId}/${lineId}/${q.pk_Question_ID}` : null,
          }
        : null,
      response: response ? presentResponse(response) : null,
      attempts: attempts.get(q.pk_Question_ID) ?? 0,
      ...rating,
    };
  });
}

/** GET /CampaignLine/GetCampaigLineResponseByCampaignID: the job's lines with at least one given answer, newest first. */
export async function linesWithAnswers(deps: Deps, auth: AuthContext, campaignId: number): Promise<CandidateListRow[]> {
  const { db } = deps;
  await loadReviewableCampaign(deps, auth, campaignId);
  const rows = await db
    .select(candidateRowFields)
    .from(campaignLines)
    .innerJoin(campaigns, eq(campaigns.pk_Campaign_ID, campaignLines.fk_Campaign_ID))
    .where(
      and(
        eq(campaignLines.fk_Enterprise_ID, auth.enterpriseId),
        eq(campaignLines.fk_Campaign_ID, campaignId),
        sql`exists (select 1 from ${questionResponses} where ${questionResponses.fk_Enterprise_ID} = ${campaignLines.fk_Enterprise_ID} and ${questionResponses.fk_CampaignLine_ID} = ${campaignLines.pk_CampaignLine_ID} and ${givenAnswer})`,
      ),
    )
    .orderBy(desc(campaignLines.pk_CampaignLine_ID));
  return withCounts(deps, auth.enterpriseId, rows);
}

/** GET /QuestionAnswer/File/{campaignId}/{campaignLineId}/{questionId}: the media-store key and type of a candidate's file answer, or 404. */
export async function answerFile(deps: Deps, auth: AuthContext, { campaignId, lineId, questionId }: { campaignId: number; lineId: number; questionId: number }) {
  const { db } = deps;
  const line = await loadReviewableLine(deps, auth, lineId);
  if (line.fk_Campaign_ID !== campaignId) throw notFound();
  const [answer] = await db
    .select()
    .from(questionAnswers)
    .where(and(eq(questionAnswers.fk_Enterprise_ID, auth.enterpriseId), eq(questionAnswers.fk_CampaignLine_ID, lineId), eq(questionAnswers.fk_Question_ID, questionId)));
  if (!answer?.fileKey || answer.QuestionAnswer_Value.kind !== 'file') throw notFound();
  return { key: answer.fileKey, ...answer.QuestionAnswer_Value.file };
}
