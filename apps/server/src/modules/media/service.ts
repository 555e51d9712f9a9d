import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { campaignLines, campaigns, candidateResumes, interviewVideos, questionResponses, questions } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { byMember, record as audit } from '../audit/record';
import { loadReviewableLine } from '../campaigns/review-scope';
import { visibleJobs } from '../campaigns/policy';
import { playableKey, type ResponseRow } from './responses';

type ResumeRow = typeof candidateResumes.$inferSelect;
type VideoRow = typeof interviewVideos.$inferSelect;

/*
 * Every reviewer call goes through the review scope (modules/campaigns/policy.ts `visibleJobs`,
 * review-scope.ts): the session's enterprise, live jobs, and for a Hiring Manager only the jobs
 * they manage; else 404.
 */

/** A candidate's answers in question order, every attempt, for the hiring team. */
export async function listLineResponses(deps: Deps, auth: AuthContext, campaignLineId: number): Promise<ResponseRow[]> {
  const { db } = deps;
  const { enterpriseId } = auth;
  await loadReviewableLine(deps, auth, campaignLineId);
  const rows = await db
    .select({ response: questionResponses })
    .from(questionResponses)
    .leftJoin(
      questions,
      and(eq(questions.enterpriseId, questionResponses.enterpriseId), eq(questions.id, questionResponses.questionId)),
    )
    .where(and(eq(questionResponses.enterpriseId, enterpriseId), eq(questionResponses.campaignLineId, campaignLineId)))
    .orderBy(asc(questions.order), asc(questionResponses.questionId), asc(questionResponses.attempt));
  return rows.map((r) => r.response);
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
    .innerJoin(campaigns, eq(campaigns.id, questionResponses.campaignId))
    .where(and(eq(questionResponses.enterpriseId, auth.enterpriseId), eq(questionResponses.id, id), visibleJobs(auth)));
  const row = found?.row;
  const key = row && (kind === 'video' ? playableKey(row) : row.posterKey);
  if (!key) throw notFound();
  if (audited) {
    const detail = `answer ${row.id} video`;
    await audit(deps, { enterpriseId: auth.enterpriseId, lineId: row.campaignLineId, campaignId: row.campaignId, actor: byMember(auth.userId), action: 'viewed', detail });
  }
  return key;
}

export async function listLineResumes(deps: Deps, auth: AuthContext, campaignLineId: number): Promise<ResumeRow[]> {
  const { db } = deps;
  const { enterpriseId } = auth;
  await loadReviewableLine(deps, auth, campaignLineId);
  const rows = await db
    .select()
    .from(candidateResumes)
    .where(and(eq(candidateResumes.enterpriseId, enterpriseId), eq(candidateResumes.campaignLineId, campaignLineId)))
    .orderBy(asc(candidateResumes.id));
  return rows;
}

export async function loadResume({ db }: Deps, auth: AuthContext, id: number): Promise<ResumeRow> {
  const [found] = await db
    .select({ row: candidateResumes })
    .from(candidateResumes)
    .innerJoin(campaigns, eq(campaigns.id, candidateResumes.campaignId))
    .where(and(eq(candidateResumes.enterpriseId, auth.enterpriseId), eq(candidateResumes.id, id), visibleJobs(auth)));
  if (!found) throw notFound();
  return found.row;
}

/** A resume handed out as a file: recorded as downloaded (issue 16). */
export async function downloadResume(deps: Deps, auth: AuthContext, id: number): Promise<ResumeRow> {
  const resume = await loadResume(deps, auth, id);
  await audit(deps, {
    enterpriseId: auth.enterpriseId,
    lineId: resume.campaignLineId,
    campaignId: resume.campaignId,
    actor: byMember(auth.userId),
    action: 'downloaded',
    detail: `resume ${resume.id}`,
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
    eq(campaignLines.enterpriseId, auth.enterpriseId),
    // The (enterprise, lower(email)) index finds them.
    eq(sql`lower(${campaignLines.candidateEmail})`, email.trim().toLowerCase()),
    isNull(campaignLines.erasingAt),
    visibleJobs(auth),
  )!;
}

/** GET /CandidateResume/GetCandidateResumeByUser: the candidate's resumes across the jobs the user reviews. */
export async function listUserResumes({ db }: Deps, auth: AuthContext, email: string): Promise<ResumeRow[]> {
  const rows = await db
    .select({ resume: candidateResumes })
    .from(candidateResumes)
    .innerJoin(
      campaignLines,
      and(eq(campaignLines.enterpriseId, candidateResumes.enterpriseId), eq(campaignLines.id, candidateResumes.campaignLineId)),
    )
    .innerJoin(campaigns, eq(campaigns.id, campaignLines.campaignId))
    .where(and(eq(candidateResumes.enterpriseId, auth.enterpriseId), candidateLinesCondition(auth, email)))
    .orderBy(asc(candidateResumes.id));
  return rows.map((r) => r.resume);
}

/** GET /InterviewVideo/GetByCampaignLine: a candidate's interview videos, oldest first. */
export async function listLineInterviewVideos(deps: Deps, auth: AuthContext, campaignLineId: number): Promise<VideoRow[]> {
  const { db } = deps;
  await loadReviewableLine(deps, auth, campaignLineId);
  const rows = await db
    .select()
    .from(interviewVideos)
    .where(and(eq(interviewVideos.enterpriseId, auth.enterpriseId), eq(interviewVideos.campaignLineId, campaignLineId)))
    .orderBy(asc(interviewVideos.id));
  return rows;
}

/** GET /InterviewVideo/GetInterviewVideoByUser: the candidate's interview videos across the jobs the user reviews. */
export async function listUserInterviewVideos({ db }: Deps, auth: AuthContext, email: string): Promise<VideoRow[]> {
  const rows = await db
    .select({ video: interviewVideos })
    .from(interviewVideos)
    .innerJoin(
      campaignLines,
      and(eq(campaignLines.enterpriseId, interviewVideos.enterpriseId), eq(campaignLines.id, interviewVideos.campaignLineId)),
    )
    .innerJoin(campaigns, eq(campaigns.id, campaignLines.campaignId))
    .where(and(eq(interviewVideos.enterpriseId, auth.enterpriseId), candidateLinesCondition(auth, email)))
    .orderBy(asc(interviewVideos.id));
  return rows.map((r) => r.video);
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
    .innerJoin(campaigns, eq(campaigns.id, interviewVideos.campaignId))
    .where(and(eq(interviewVideos.enterpriseId, auth.enterpriseId), eq(interviewVideos.id, id), visibleJobs(auth)));
  const row = found?.row;
  const key = row && (kind === 'video' ? row.mediaKey : row.posterKey);
  if (!key) throw notFound();
  if (audited) {
    const detail = `interview video ${row.id}`;
    await audit(deps, { enterpriseId: auth.enterpriseId, lineId: row.campaignLineId, campaignId: row.campaignId, actor: byMember(auth.userId), action: 'viewed', detail });
  }
  return key;
}
