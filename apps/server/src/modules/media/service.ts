import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { CandidateResume, InterviewVideo, QuestionResponse } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { campaignLines, campaigns, candidateResumes, interviewVideos, questionResponses, questions } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { byMember, record as audit } from '../audit/record';
import { loadReviewableLine } from '../campaigns/review-scope';
import { visibleJobs } from '../campaigns/policy';

type ResponseRow = typeof questionResponses.$inferSelect;
type ResumeRow = typeof candidateResumes.$inferSelect;
type VideoRow = typeof interviewVideos.$inferSelect;

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

export function presentInterviewVideo(row: VideoRow): InterviewVideo {
  const id = row.pk_InterviewVideo_ID;
  return {
    pk_InterviewVideo_ID: id,
    fk_Enterprise_ID: row.fk_Enterprise_ID,
    fk_Campaign_ID: row.fk_Campaign_ID,
    fk_CampaignLine_ID: row.fk_CampaignLine_ID,
    InterviewVideo_DurationMs: row.InterviewVideo_DurationMs,
    InterviewVideo_Url: `/api/InterviewVideo/${id}/video`,
    InterviewVideo_PosterUrl: row.posterKey ? `/api/InterviewVideo/${id}/poster` : null,
    InterviewVideo_DateOfCreation: row.InterviewVideo_DateOfCreation,
    InterviewVideo_DateOfLastUpdate: row.InterviewVideo_DateOfLastUpdate,
  };
}

/*
 * Every reviewer call goes through the review scope (modules/campaigns/policy.ts `visibleJobs`,
 * review-scope.ts): the session's enterprise, live jobs, and for a Hiring Manager only the jobs
 * they manage; else 404.
 */

/** A candidate's answers in question order, every attempt, for the hiring team. */
export async function listLineResponses(deps: Deps, auth: AuthContext, campaignLineId: number): Promise<QuestionResponse[]> {
  const { db } = deps;
  const { enterpriseId } = auth;
  await loadReviewableLine(deps, auth, campaignLineId);
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
  deps: Deps,
  auth: AuthContext,
  { id, kind, audited = false }: { id: number; kind: 'video' | 'poster'; audited?: boolean },
): Promise<string> {
  const { db } = deps;
  const [found] = await db
    .select({ row: questionResponses })
    .from(questionResponses)
    .innerJoin(campaigns, eq(campaigns.pk_Campaign_ID, questionResponses.fk_Campaign_ID))
    .where(and(eq(questionResponses.fk_Enterprise_ID, auth.enterpriseId), eq(questionResponses.pk_QuestionResponse_ID, id), visibleJobs(auth)));
  const row = found?.row;
  const key = row && (kind === 'video' ? playableKey(row) : row.posterKey);
  if (!key) throw notFound();
  if (audited) {
    const detail = `answer ${row.pk_QuestionResponse_ID} video`;
    await audit(deps, { enterpriseId: auth.enterpriseId, lineId: row.fk_CampaignLine_ID, campaignId: row.fk_Campaign_ID, actor: byMember(auth.userId), action: 'viewed', detail });
  }
  return key;
}

export async function listLineResumes(deps: Deps, auth: AuthContext, campaignLineId: number): Promise<CandidateResume[]> {
  const { db } = deps;
  const { enterpriseId } = auth;
  await loadReviewableLine(deps, auth, campaignLineId);
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
    .where(and(eq(candidateResumes.fk_Enterprise_ID, auth.enterpriseId), eq(candidateResumes.pk_CandidateResume_ID, id), visibleJobs(auth)));
  if (!found) throw notFound();
  return found.row;
}

/** A resume handed out as a file: recorded as downloaded (issue 16). */
export async function downloadResume(deps: Deps, auth: AuthContext, id: number): Promise<ResumeRow> {
  const resume = await loadResume(deps, auth, id);
  await audit(deps, {
    enterpriseId: auth.enterpriseId,
    lineId: resume.fk_CampaignLine_ID,
    campaignId: resume.fk_Campaign_ID,
    actor: byMember(auth.userId),
    action: 'downloaded',
    detail: `resume ${resume.pk_CandidateResume_ID}`,
  });
  return resume;
}

/**
 * The lines of the candidate of `email` (any case) the user may review, as a condition on
 * `campaignLines` joined with their `campaigns`: the session's enterprise, live jobs (a Hiring
 * Manager: the jobs they manage), none being erased. Another enterprise's candidate of the same
 * email is never among them.
 */
function candidateLinesCondition(auth: AuthContext, email: string): SQL {
  return and(
    eq(campaignLines.fk_Enterprise_ID, auth.enterpriseId),
    // The (enterprise, lower(email)) index finds them.
    eq(sql`lower(${campaignLines.CampaignLine_CandidateEmail})`, email.trim().toLowerCase()),
    isNull(campaignLines.erasingAt),
    visibleJobs(auth),
  )!;
}

/** GET /CandidateResume/GetCandidateResumeByUser: the candidate's resumes across the jobs the user reviews. */
export async function listUserResumes({ db }: Deps, auth: AuthContext, email: string): Promise<CandidateResume[]> {
  const rows = await db
    .select({ resume: candidateResumes })
    .from(candidateResumes)
    .innerJoin(
      campaignLines,
      and(eq(campaignLines.fk_Enterprise_ID, candidateResumes.fk_Enterprise_ID), eq(campaignLines.pk_CampaignLine_ID, candidateResumes.fk_CampaignLine_ID)),
    )
    .innerJoin(campaigns, eq(campaigns.pk_Campaign_ID, campaignLines.fk_Campaign_ID))
    .where(and(eq(candidateResumes.fk_Enterprise_ID, auth.enterpriseId), candidateLinesCondition(auth, email)))
    .orderBy(asc(candidateResumes.pk_CandidateResume_ID));
  return rows.map((r) => presentResume(r.resume));
}

/** GET /InterviewVideo/GetByCampaignLine: a candidate's interview videos, oldest first. */
export async function listLineInterviewVideos(deps: Deps, auth: AuthContext, campaignLineId: number): Promise<InterviewVideo[]> {
  const { db } = deps;
  await loadReviewableLine(deps, auth, campaignLineId);
  const rows = await db
    .select()
    .from(interviewVideos)
    .where(and(eq(interviewVideos.fk_Enterprise_ID, auth.enterpriseId), eq(interviewVideos.fk_CampaignLine_ID, campaignLineId)))
    .orderBy(asc(interviewVideos.pk_InterviewVideo_ID));
  return rows.map(presentInterviewVideo);
}

/** GET /InterviewVideo/GetInterviewVideoByUser: the candidate's interview videos across the jobs the user reviews. */
export async function listUserInterviewVideos({ db }: Deps, auth: AuthContext, email: string): Promise<InterviewVideo[]> {
  const rows = await db
    .select({ video: interviewVideos })
    .from(interviewVideos)
    .innerJoin(
      campaignLines,
      and(eq(campaignLines.fk_Enterprise_ID, interviewVideos.fk_Enterprise_ID), eq(campaignLines.pk_CampaignLine_ID, interviewVideos.fk_CampaignLine_ID)),
    )
    .innerJoin(campaigns, eq(campaigns.pk_Campaign_ID, campaignLines.fk_Campaign_ID))
    .where(and(eq(interviewVideos.fk_Enterprise_ID, auth.enterpriseId), candidateLinesCondition(auth, email)))
    .orderBy(asc(interviewVideos.pk_InterviewVideo_ID));
  return rows.map((r) => presentInterviewVideo(r.video));
}

/** The store key of an interview video or its poster the user may review (recorded as viewed when `audited`); 404 otherwise. */
export async function interviewVideoMediaKey(
  deps: Deps,
  auth: AuthContext,
  { id, kind, audited = false }: { id: number; kind: 'video' | 'poster'; audited?: boolean },
): Promise<string> {
  const { db } = deps;
  const [found] = await db
    .select({ row: interviewVideos })
    .from(interviewVideos)
    .innerJoin(campaigns, eq(campaigns.pk_Campaign_ID, interviewVideos.fk_Campaign_ID))
    .where(and(eq(interviewVideos.fk_Enterprise_ID, auth.enterpriseId), eq(interviewVideos.pk_InterviewVideo_ID, id), visibleJobs(auth)));
  const row = found?.row;
  const key = row && (kind === 'video' ? row.mediaKey : row.posterKey);
  if (!key) throw notFound();
  if (audited) {
    const detail = `interview video ${row.pk_InterviewVideo_ID}`;
    await audit(deps, { enterpriseId: auth.enterpriseId, lineId: row.fk_CampaignLine_ID, campaignId: row.fk_Campaign_ID, actor: byMember(auth.userId), action: 'viewed', detail });
  }
  return key;
}
