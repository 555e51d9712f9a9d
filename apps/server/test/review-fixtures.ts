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
    status: 100,
    ...(opts.name ? { name: opts.name, jobTitle: opts.name } : {}),
  });
  const questionIds = await buildQuestions(app, owner, campaign.id, opts.questionCount);
  return { campaign, campaignId: campaign.id, questionIds };
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
        .select({ id: questions.id })
        .from(questions)
        .where(
          and(
            eq(questions.enterpriseId, opts.enterpriseId),
            eq(questions.campaignId, opts.campaignId),
            eq(questions.deleted, 0),
          ),
        )
        .orderBy(asc(questions.order), asc(questions.id))
    ).map((q) => q.id);
  const tag = randomUUID().slice(0, 8);
  const now = new Date().toISOString();
  const completedAt = opts.completedAt === undefined ? now : opts.completedAt;
  const [line] = await db
    .insert(campaignLines)
    .values({
      enterpriseId: opts.enterpriseId,
      campaignId: opts.campaignId,
      status: opts.status ?? CAMPAIGN_LINE_STATUS.Completed,
      candidateEmail: (opts.email ?? `cand-${tag}@example.com`).toLowerCase(),
      candidateFirstName: opts.firstName === undefined ? 'Casey' : opts.firstName,
      candidateLastName: opts.lastName === undefined ? `Candidate${tag}` : opts.lastName,
      candidatePhone: opts.phone ?? null,
      invitedAt: opts.invitedAt ?? now,
      consentAt: now,
      startedAt: now,
      completedAt,
    })
    .returning();
  const lineId = line.id;
  const responses = questionIds.length
    ? await db
        .insert(questionResponses)
        .values(
          questionIds.map((questionId) => ({
            enterpriseId: opts.enterpriseId,
            campaignId: opts.campaignId,
            campaignLineId: lineId,
            questionId,
            status: QUESTION_RESPONSE_STATUS.Ready,
            mp4Key: `answers/${opts.enterpriseId}/${lineId}/${questionId}-${tag}.mp4`,
            posterKey: `answers/${opts.enterpriseId}/${lineId}/${questionId}-${tag}.jpg`,
            durationMs: 3000,
            mimeType: 'video/mp4',
            sizeBytes: STAND_IN_VIDEO.length,
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
        enterpriseId: opts.enterpriseId,
        campaignId: opts.campaignId,
        campaignLineId: lineId,
        fileKey,
        originalName: opts.resume.name ?? 'resume.pdf',
        mimeType: opts.resume.mimeType ?? 'application/pdf',
        sizeBytes: data.length,
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
      .values({ enterpriseId: opts.enterpriseId, campaignId: opts.campaignId, campaignLineId: lineId, mediaKey, posterKey, durationMs: 3000 * responses.length })
      .returning();
  }
  return { line, lineId, responses, resume, interviewVideo };
}

/** Bytes standing in for an MP4 (the media routes do not parse them). */
export const STAND_IN_VIDEO = Buffer.concat([Buffer.from('0000001866747970', 'hex'), Buffer.from('mp42'.repeat(256))]);
/** A JPEG's first bytes (SOI + APP0), enough for type checks. */
export const STAND_IN_POSTER = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
