import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_LINE_STATUS, QUESTION_RESPONSE_STATUS } from '@candid/shared';
import type { DbOrTx } from '../src/db/client';
import { campaignLines, candidateResumes, interviewVideos, questionResponses, questions } from '../src/db/schema/index';
import type { MediaStore } from '../src/platform/media/types';
import { buildCampaign, buildQuestions } from './factories';

/*
 * Seeded candidates for the review tests (issue 5): a job with questions, and completed lines
 * with ready answers, inserted directly (the interview pipeline has its own tests).
 */

/** A job of the owner's enterprise with `questionCount` live questions; `hiringManagerId` sets its hiring manager. */
export async function buildReviewJob(
  app: FastifyInstance,
  owner: { id: number; enterpriseId: number },
  opts: { hiringManagerId?: number | null; questionCount?: number; name?: string } = {},
) {
  const campaign = await buildCampaign(app, owner, {
    hiringManagerId: opts.hiringManagerId ?? null,
    Campaign_Status: 100,
    ...(opts.name ? { Campaign_Name: opts.name, Campaign_Job_Title: opts.name } : {}),
  });
  const questionIds = await buildQuestions(app, owner, campaign.pk_Campaign_ID, opts.questionCount);
  return { campaign, campaignId: campaign.pk_Campaign_ID, questionIds };
}

export interface SeedLineOptions {
  enterpriseId: number;
  campaignId: number;
  /** The questions answered; default: every live question of the job. */
  questionIds?: number[];
  email?: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  /** Default 2 (Completed). */
  status?: number;
  invitedAt?: string;
  /** Default now; null for a line that has not completed. */
  completedAt?: string | null;
  /** When given, small stand-in video and poster bytes are stored under the answers' keys. */
  media?: MediaStore;
  /** When given, a resume is stored for the line (PDF unless told otherwise). */
  resume?: { name?: string; mimeType?: string; data?: Buffer };
  /** When true, the whole interview as one video (and its poster) is stored for the line. */
  interviewVideo?: boolean;
}

/** A candidate line with one ready answer per question (status Completed unless told otherwise). */
export async function seedCompletedLine(db: DbOrTx, opts: SeedLineOptions) {
  const questionIds =
    opts.questionIds ??
    (
      await db
        .select({ id: questions.pk_Question_ID })
        .from(questions)
        .where(
          and(
            eq(questions.fk_Enterprise_ID, opts.enterpriseId),
            eq(questions.fk_Campaign_ID, opts.campaignId),
            eq(questions.Question_Deleted, 0),
          ),
        )
        .orderBy(asc(questions.Question_Order), asc(questions.pk_Question_ID))
    ).map((q) => q.id);
  const tag = randomUUID().slice(0, 8);
  const now = new Date().toISOString();
  const completedAt = opts.completedAt === undefined ? now : opts.completedAt;
  const [line] = await db
    .insert(campaignLines)
    .values({
      fk_Enterprise_ID: opts.enterpriseId,
      fk_Campaign_ID: opts.campaignId,
      CampaignLine_Status: opts.status ?? CAMPAIGN_LINE_STATUS.Completed,
      CampaignLine_CandidateEmail: (opts.email ?? `cand-${tag}@example.com`).toLowerCase(),
      CampaignLine_CandidateFirstName: opts.firstName === undefined ? 'Casey' : opts.firstName,
      CampaignLine_CandidateLastName: opts.lastName === undefined ? `Candidate${tag}` : opts.lastName,
      CampaignLine_CandidatePhone: opts.phone ?? null,
      CampaignLine_InvitedAt: opts.invitedAt ?? now,
      CampaignLine_ConsentAt: now,
      CampaignLine_StartedAt: now,
      CampaignLine_CompletedAt: completedAt,
    })
    .returning();
  const lineId = line.pk_CampaignLine_ID;
  const responses = questionIds.length
    ? await db
        .insert(questionResponses)
        .values(
          questionIds.map((questionId) => ({
            fk_Enterprise_ID: opts.enterpriseId,
            fk_Campaign_ID: opts.campaignId,
            fk_CampaignLine_ID: lineId,
            fk_Question_ID: questionId,
            QuestionResponse_Status: QUESTION_RESPONSE_STATUS.Ready,
            mp4Key: `answers/${opts.enterpriseId}/${lineId}/${questionId}-${tag}.mp4`,
            posterKey: `answers/${opts.enterpriseId}/${lineId}/${questionId}-${tag}.jpg`,
            QuestionResponse_DurationMs: 3000,
            QuestionResponse_MimeType: 'video/mp4',
            QuestionResponse_SizeBytes: STAND_IN_VIDEO.length,
          })),
        )
        .returning()
    : [];
  if (opts.media) {
    for (const r of responses) {
      await opts.media.put(r.mp4Key!, STAND_IN_VIDEO, 'video/mp4');
      await opts.media.put(r.posterKey!, STAND_IN_POSTER, 'image/jpeg');
    }
  }
  let resume: typeof candidateResumes.$inferSelect | null = null;
  if (opts.resume) {
    const data = opts.resume.data ?? Buffer.from('%PDF-1.4\n%stand-in resume\n%%EOF\n');
    const fileKey = `resumes/${opts.enterpriseId}/${lineId}/${tag}`;
    if (opts.media) await opts.media.put(fileKey, data, opts.resume.mimeType ?? 'application/pdf');
    [resume] = await db
      .insert(candidateResumes)
      .values({
        fk_Enterprise_ID: opts.enterpriseId,
        fk_Campaign_ID: opts.campaignId,
        fk_CampaignLine_ID: lineId,
        fileKey,
        CandidateResume_OriginalName: opts.resume.name ?? 'resume.pdf',
        CandidateResume_MimeType: opts.resume.mimeType ?? 'application/pdf',
        CandidateResume_SizeBytes: data.length,
      })
      .returning();
  }
  let interviewVideo: typeof interviewVideos.$inferSelect | null = null;
  if (opts.interviewVideo) {
    const mediaKey = `interviews/${opts.enterpriseId}/${lineId}/${tag}.mp4`;
    const posterKey = `interviews/${opts.enterpriseId}/${lineId}/${tag}.jpg`;
    if (opts.media) {
      await opts.media.put(mediaKey, STAND_IN_VIDEO, 'video/mp4');
      await opts.media.put(posterKey, STAND_IN_POSTER, 'image/jpeg');
    }
    [interviewVideo] = await db
      .insert(interviewVideos)
      .values({ fk_Enterprise_ID: opts.enterpriseId, fk_Campaign_ID: opts.campaignId, fk_CampaignLine_ID: lineId, mediaKey, posterKey, InterviewVideo_DurationMs: 3000 * responses.length })
      .returning();
  }
  return { line, lineId, responses, resume, interviewVideo };
}

/** Bytes standing in for an MP4 (the media routes do not parse them). */
export const STAND_IN_VIDEO = Buffer.concat([Buffer.from('0000001866747970', 'hex'), Buffer.from('mp42'.repeat(256))]);
/** A JPEG's first bytes (SOI + APP0), enough for type checks. */
export const STAND_IN_POSTER = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
