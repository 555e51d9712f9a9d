import { and, asc, eq } from 'drizzle-orm';
import type { CandidateResume, QuestionResponse } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { campaigns, candidateResumes, questionResponses, questions } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { byMember, record as audit } from '../audit/record';
import {loadReviewableLine } from '../campaigns/review-scope';
import { visibleCampaignCondition } from '../campaigns/service';

type ResponseRow = typeof questionResponses.$inferSelect;
type ResumeRow = typeof candidateResumes.$inferSelect;

/** Playable: the MP4 when the transcode made one, else the recording as uploaded. */
const playableKey = (row: ResponseRow) => row.mp4Key ?? row.originalKey;

export function presentResponse(row: ResponseRow): QuestionResponse {
  const id = row.pk_QuestionResponse_ID;
  return {
    pk_QuestionResponse_ID: id,
    fk_Enterprise_ID: row.fk_Enterprise_ID,
    fk_Campaign_ID: row.fk_Campaign_ID,
    fk_CampaignLine_ID: row.fk_CampaignLine_ID,
    fk_Question_ID: row.fk_Question_ID,
    QuestionResponse_Attempt: row.QuestionResponse_Attempt,
    QuestionResponse_Status: row.QuestionResponse_Status,
    QuestionResponse_DurationMs: row.QuestionResponse_DurationMs,
    QuestionResponse_MimeType: row.QuestionResponse_MimeType,
    QuestionResponse_SizeBytes: row.QuestionResponse_SizeBytes,
    QuestionResponse_VideoUrl: playableKey(row) ? `/api/QuestionResponse/${id}/video` : null,
    QuestionResponse_PosterUrl: row.posterKey ? `/api/QuestionResponse/${id}/poster` : null,
    QuestionResponse_DateOfCreation: row.QuestionResponse_DateOfCreation,
    QuestionResponse_DateOfLastUpdate: row.QuestionResponse_DateOfLastUpdate,
  };
}

export function presentResume(row: ResumeRow): CandidateResume {
  return {
    pk_CandidateResume_ID: row.pk_CandidateResume_ID,
    fk_Enterprise_ID: row.fk_Enterprise_ID,
    fk_Campaign_ID: row.fk_Campaign_ID,
    fk_CampaignLine_ID: row.fk_CampaignLine_ID,
    CandidateResume_OriginalName: row.CandidateResume_OriginalName,
    CandidateResume_MimeType: row.CandidateResume_MimeType,
    CandidateResume_SizeBytes: row.CandidateResume_SizeBytes,
    CandidateResume_Url: `/api/CandidateResume/${row.pk_CandidateResume_ID}/file`,
    CandidateResume_DateOfCreation: row.CandidateResume_DateOfCreation,
    CandidateResume_DateOfLastUpdate: row.CandidateResume_DateOfLastUpdate,
  };
}

/*
 * Every reviewer call goes through the review scope (modules/campaigns/review-scope.ts): the
 * session's enterprise, live jobs, and without `jobs.seeAll` (a Hiring Manager) only the jobs they manage; else 404.
 */

/** A candidate's answers in question order, every attempt, for the hiring team. */
export async function listLineResponses({ db }: Deps, auth: AuthContext, campaignLineId: number): Promise<QuestionResponse[]> {
  const { enterpriseId } = auth;
  await loadReviewableLine(db, auth, campaignLineId);
  const rows = await db
    .select({ response: questionResponses })
    .from(questionResponses)
    .leftJoin(
      questions,
      and(eq(questions.fk_Enterprise_ID, questionResponses.fk_Enterprise_ID), eq(questions.pk_Question_ID, questionResponses.fk_Question_ID)),
    )
    .where(and(eq(questionResponses.fk_Enterprise_ID, enterpriseId), eq(questionResponses.fk_CampaignLine_ID, campaignLineId)))
    .orderBy(asc(questions.Question_Order), asc(questionResponses.fk_Question_ID), asc(questionResponses.QuestionResponse_Attempt));
  return rows.map((r) => presentResponse(r.response));
}

/** The store key of an answer's video or poster the user may review; 404 when there is none. */
export async function responseMediaKey(
  { db }: Deps,
  auth: AuthContext,
  { id, kind, audited = false }: { id: number; kind: 'video' | 'poster'; audited?: boolean },
): Promise<string> {
  const [found] = await db
    .select({ row: questionResponses })
    .from(questionResponses)
    .innerJoin(campaigns, eq(campaigns.pk_Campaign_ID, questionResponses.fk_Campaign_ID))
    .where(and(eq(questionResponses.fk_Enterprise_ID, auth.enterpriseId), eq(questionResponses.pk_QuestionResponse_ID, id), visibleCampaignCondition(auth)));
  const row = found?.row;
  const key = row && (kind === 'video' ? playableKey(row) : row.posterKey);
  if (!key) throw notFound();
  if (audited) {
    const detail = `answer ${row.pk_QuestionResponse_ID} video`;
    await audit(db, { enterpriseId: auth.enterpriseId, lineId: row.fk_CampaignLine_ID, campaignId: row.fk_Campaign_ID, actor: byMember(auth.userId), action: 'viewed', detail });
  }
  return key;
}

export async function listLineResumes({ db }: Deps, auth: AuthContext, campaignLineId: number): Promise<CandidateResume[]> {
  const { enterpriseId } = auth;
  await loadReviewableLine(db, auth, campaignLineId);
  const rows = await db
    .select()
    .from(candidateResumes)
    .where(and(eq(candidateResumes.fk_Enterprise_ID, enterpriseId), eq(candidateResumes.fk_CampaignLine_ID, campaignLineId)))
    .orderBy(asc(candidateResumes.pk_CandidateResume_ID));
  return rows.map(presentResume);
}

export async function loadResume({ db }: Deps, auth: AuthContext, id: number): Promise<ResumeRow> {
  const [found] = await db
    .select({ row: candidateResumes })
    .from(candidateResumes)
    .innerJoin(campaigns, eq(campaigns.pk_Campaign_ID, candidateResumes.fk_Campaign_ID))
    .where(and(eq(candidateResumes.fk_Enterprise_ID, auth.enterpriseId), eq(candidateResumes.pk_CandidateResume_ID, id), visibleCampaignCondition(auth)));
  if (!found) throw notFound();
  return found.row;
}

/** A resume handed out as a file: recorded as downloaded (issue 16). */
export async function downloadResume(deps: Deps, auth: AuthContext, id: number): Promise<ResumeRow> {
  const resume = await loadResume(deps, auth, id);
  await audit(deps.db, {
    enterpriseId: auth.enterpriseId,
    lineId: resume.fk_CampaignLine_ID,
    campaignId: resume.fk_Campaign_ID,
    actor: byMember(auth.userId),
    action: 'downloaded',
    detail: `resume ${resume.pk_CandidateResume_ID}`,
  });
  return resume;
}
