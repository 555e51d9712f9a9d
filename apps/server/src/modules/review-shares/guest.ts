import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  QUESTION_RESPONSE_STATUS,
  answerText,
  type GuestRatingInput,
  type GuestRatingSaved,
  type ShareView,
  type ShareWrittenAnswer,
  type Transcript,
} from '@candid/shared';
import type { Deps } from '../../context';
import type { DbOrTx } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import {
  campaignLines,
  campaigns,
  candidateResumes,
  questionAnswers,
  questionResponses,
  reviewShareCandidates,
  reviewShareRatings,
  reviewShareVisits,
  reviewShares,
} from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { auditVisit } from './audit';
import { sha256 } from '../../platform/crypto';
import { isRecorded } from '../campaigns/question-kinds';
import { brandingOf, liveQuestions, loadJob, questionText } from '../campaigns/read-model';
import { didNotMeet } from '../campaigns/screening';
import { captionsOf, presentTranscript, transcriptOf } from '../transcripts/service';
import type { ShareRow } from './service';
import { sharedForm } from './form';

/*
 * The guest's side of a review share (service.ts has the team's): what a link's visitor opens,
 * plays, downloads and rates. Every visit is recorded (audit.ts).
 */

/** What a link's token looks like (randomToken(32): 43 base64url characters). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** Answers that count as given: uploaded or ready. */
const GIVEN = [QUESTION_RESPONSE_STATUS.Uploaded, QUESTION_RESPONSE_STATUS.Ready];

/** 'A' … 'Z', then 'AA', 'AB', … (spreadsheet columns): an anonymised candidate's letters. */
export function anonymousLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** 'Candidate A', 'Candidate AB', …: the English name; the page words the letters in the job's language. */
export const anonymousName = (index: number) => `Candidate ${anonymousLetters(index)}`;


/** The share behind a token; 404 when unknown, revoked, expired, or its job deleted. */
export async function openShare({ db }: Deps, token: string): Promise<ShareRow> {
  if (!TOKEN_SHAPE.test(token)) throw notFound();
  const [row] = await db
    .select({ share: reviewShares })
    .from(reviewShares)
    .innerJoin(campaigns, and(eq(campaigns.enterpriseId, reviewShares.enterpriseId), eq(campaigns.id, reviewShares.campaignId)))
    .where(
      and(
        eq(reviewShares.tokenHash, sha256(token)),
        isNull(reviewShares.revokedAt),
        gt(reviewShares.expiresAt, sql`now()`),
        eq(campaigns.deleted, 0),
      ),
    );
  if (!row) throw notFound();
  return row.share;
}

export type VisitAction = 'view' | 'video' | 'resume' | 'file' | 'rating';

export interface Client {
  ip: string;
  userAgent?: string;
}

/** Records a visit: when, what, the sha256 of the client address and the user agent. */
export async function recordVisit(
  deps: Deps,
  share: ShareRow,
  { action, client, lineIds, detail }: { action: VisitAction; client: Client; lineIds?: number[]; detail?: string },
) {
  const { db } = deps;
  await auditVisit(deps, share, { action, lineIds, detail });
  await db.insert(reviewShareVisits).values({
    enterpriseId: share.enterpriseId,
    reviewShareId: share.id,
    action,
    ipHash: sha256(client.ip),
    userAgent: client.userAgent?.slice(0, 300) || null,
  });
}

/** The share's candidates in the order chosen, with their lines. */
async function sharedLines(db: DbOrTx, share: ShareRow) {
  return db
    .select({
      ref: reviewShareCandidates.ref,
      lineId: campaignLines.id,
      firstName: campaignLines.candidateFirstName,
      lastName: campaignLines.candidateLastName,
      email: campaignLines.candidateEmail,
    })
    .from(reviewShareCandidates)
    .innerJoin(
      campaignLines,
      and(eq(campaignLines.enterpriseId, reviewShareCandidates.enterpriseId), eq(campaignLines.id, reviewShareCandidates.campaignLineId)),
    )
    .where(and(eq(reviewShareCandidates.enterpriseId, share.enterpriseId), eq(reviewShareCandidates.reviewShareId, share.id)))
    .orderBy(asc(reviewShareCandidates.position), asc(reviewShareCandidates.id));
}

/** The given answers of these lines: per line and question, the latest uploaded attempt. */
async function latestAnswers(db: DbOrTx, enterpriseId: number, lineIds: number[]) {
  if (lineIds.length === 0) return new Map<string, typeof questionResponses.$inferSelect>();
  const rows = await db
    .select()
    .from(questionResponses)
    .where(
      and(
        eq(questionResponses.enterpriseId, enterpriseId),
        inArray(questionResponses.campaignLineId, lineIds),
        inArray(questionResponses.status, GIVEN),
      ),
    )
    .orderBy(asc(questionResponses.attempt));
  const latest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) latest.set(`${r.campaignLineId}:${r.questionId}`, r);
  return latest;
}

/** The answers other than recordings of these lines (issue 29), per line and question. */
async function writtenAnswers(db: DbOrTx, enterpriseId: number, lineIds: number[]) {
  const out = new Map<string, typeof questionAnswers.$inferSelect>();
  if (lineIds.length === 0) return out;
  const rows = await db
    .select()
    .from(questionAnswers)
    .where(and(eq(questionAnswers.enterpriseId, enterpriseId), inArray(questionAnswers.campaignLineId, lineIds)));
  for (const r of rows) out.set(`${r.campaignLineId}:${r.questionId}`, r);
  return out;
}

/**
 * A shared candidate's name as the guest sees it when the link is not anonymised: their name, or
 * their email address while they have given none (never a letter: that would read as anonymised).
 */
const sharedName = (l: { firstName: string | null; lastName: string | null; email: string }) =>
  `${l.firstName?.trim() ?? ''} ${l.lastName?.trim() ?? ''}`.trim() || l.email;

/**
 * GET /share/{token}: the job and the shared candidates with their answers (live questions in
 * order). Anonymised ('Hide name and resume'), and only then: 'Candidate A', … and no resume;
 * never an email address or a line id. The job's language goes with it: the page is shown in it.
 */
export async function shareView(ctx: Deps<'config'>, share: ShareRow, token: string): Promise<ShareView> {
  const db = ctx.db;
  const job = await loadJob(ctx, share.enterpriseId, share.campaignId);
  const [branding, lines, qs] = await Promise.all([brandingOf(ctx, job, ctx.config.publicUrl), sharedLines(db, share), liveQuestions(ctx, job)]);
  const lineIds = lines.map((l) => l.lineId);
  const base = `/api/share/${token}`;
  const [answers, written, unmet, forms] = await Promise.all([
    latestAnswers(db, share.enterpriseId, lineIds),
    writtenAnswers(db, share.enterpriseId, lineIds),
    didNotMeet(ctx, share.enterpriseId, lineIds),
    Promise.all(lines.map((l) => sharedForm(ctx, share, l, base))),
  ]);
  const withResume = new Set<number>();
  if (!share.anonymised && lineIds.length) {
    const resumes = await db
      .selectDistinct({ lineId: candidateResumes.campaignLineId })
      .from(candidateResumes)
      .where(and(eq(candidateResumes.enterpriseId, share.enterpriseId), inArray(candidateResumes.campaignLineId, lineIds)));
    for (const r of resumes) withResume.add(r.lineId);
  }
  /** A line's written answers in the job's order; an anonymised link withholds files (they may name the person). */
  const writtenOf = (l: { lineId: number; ref: string }): ShareWrittenAnswer[] =>
    qs.flatMap((q) => {
      const a = written.get(`${l.lineId}:${q.id}`);
      if (!a || isRecorded(q.kind)) return [];
      const withheld = share.anonymised && a.value.kind === 'file';
      return [
        {
          questionId: q.id,
          questionText: questionText(q),
          kind: q.kind,
          answerText: withheld ? null : answerText(q, a.value),
          fileUrl: withheld || a.value.kind !== 'file' ? null : `${base}/files/${l.ref}/${q.id}`,
          qualifies: a.qualifies,
        },
      ];
    });
  return {
    jobTitle: job.jobTitle.trim() || job.name,
    employerName: branding.name,
    employer: branding,
    anonymised: share.anonymised,
    expiresAt: share.expiresAt,
    language: job.language,
    candidates: lines.map((l, i) => ({
      ref: l.ref,
      displayName: share.anonymised ? anonymousName(i) : sharedName(l),
      letters: share.anonymised ? anonymousLetters(i) : null,
      resumeUrl: withResume.has(l.lineId) ? `${base}/resume/${l.ref}` : null,
      answers: qs.flatMap((q) => {
        const a = answers.get(`${l.lineId}:${q.id}`);
        if (!a) return [];
        const id = a.id;
        return [
          {
            responseId: id,
            questionText: questionText(q),
            videoUrl: `${base}/answers/${id}/video`,
            posterUrl: a.posterKey ? `${base}/answers/${id}/poster` : null,
            durationMs: a.durationMs,
            audioOnly: q.kind === 'audio',
          },
        ];
      }),
      written: writtenOf(l),
      didNotMeet: unmet.get(l.lineId) ?? [],
      form: forms[i],
    })),
  };
}

/**
 * A shared answer: only the latest given attempt of a shared candidate (what the share's page
 * shows); else 404. Its video, poster, transcript and captions are reachable through the link.
 */
export async function sharedAnswer({ db }: Deps, share: ShareRow, responseId: number): Promise<typeof questionResponses.$inferSelect> {
  const [answer] = await db
    .select({ response: questionResponses })
    .from(questionResponses)
    .innerJoin(
      reviewShareCandidates,
      and(
        eq(reviewShareCandidates.enterpriseId, questionResponses.enterpriseId),
        eq(reviewShareCandidates.campaignLineId, questionResponses.campaignLineId),
        eq(reviewShareCandidates.reviewShareId, share.id),
      ),
    )
    .where(
      and(
        eq(questionResponses.enterpriseId, share.enterpriseId),
        eq(questionResponses.id, responseId),
        inArray(questionResponses.status, GIVEN),
      ),
    );
  if (!answer) throw notFound();
  const r = answer.response;
  const latest = (await latestAnswers(db, share.enterpriseId, [r.campaignLineId])).get(`${r.campaignLineId}:${r.questionId}`);
  if (latest?.id !== r.id) throw notFound();
  return r;
}

/** The store key of a shared answer's video or poster (sharedAnswer's rule), with its candidate; else 404. */
export async function sharedAnswerMedia(deps: Deps, share: ShareRow, { responseId, kind }: { responseId: number; kind: 'video' | 'poster' }) {
  const r = await sharedAnswer(deps, share, responseId);
  const key = kind === 'video' ? (r.mp4Key ?? r.originalKey) : r.posterKey;
  if (!key) throw notFound();
  return { key, lineId: r.campaignLineId };
}

/**
 * A shared answer's transcript (issue 15), anonymised link or not: it is what the guest hears in
 * the video. Status 'none' while there is none.
 */
export async function shareTranscript(deps: Deps, share: ShareRow, responseId: number): Promise<Transcript> {
  await sharedAnswer(deps, share, responseId);
  return presentTranscript(responseId, await transcriptOf(deps, share.enterpriseId, responseId));
}

/** A shared answer's captions (WebVTT); 404 until its transcript is ready. */
export async function shareCaptions(deps: Deps, share: ShareRow, responseId: number): Promise<string> {
  await sharedAnswer(deps, share, responseId);
  return captionsOf(await transcriptOf(deps, share.enterpriseId, responseId));
}

/** A shared candidate by the share's reference; 404 when the share has no such reference. */
export async function sharedLine({ db }: Deps, share: ShareRow, ref: string) {
  const [row] = await db
    .select({ lineId: reviewShareCandidates.campaignLineId })
    .from(reviewShareCandidates)
    .where(
      and(
        eq(reviewShareCandidates.enterpriseId, share.enterpriseId),
        eq(reviewShareCandidates.reviewShareId, share.id),
        eq(reviewShareCandidates.ref, ref),
      ),
    );
  if (!row) throw notFound();
  return row.lineId;
}

/** The latest resume of a shared candidate; 404 on an anonymised share or when there is none. */
export async function shareResume(deps: Deps, share: ShareRow, ref: string) {
  const { db } = deps;
  if (share.anonymised) throw notFound();
  const lineId = await sharedLine(deps, share, ref);
  const [resume] = await db
    .select()
    .from(candidateResumes)
    .where(and(eq(candidateResumes.enterpriseId, share.enterpriseId), eq(candidateResumes.campaignLineId, lineId)))
    .orderBy(desc(candidateResumes.id))
    .limit(1);
  if (!resume) throw notFound();
  return resume;
}

/** A shared candidate's file answer to a question (issue 29); 404 on an anonymised share or when there is none. */
export async function shareAnswerFile(deps: Deps, share: ShareRow, { ref, questionId }: { ref: string; questionId: number }) {
  const { db } = deps;
  if (share.anonymised) throw notFound();
  const lineId = await sharedLine(deps, share, ref);
  const [answer] = await db
    .select()
    .from(questionAnswers)
    .where(and(eq(questionAnswers.enterpriseId, share.enterpriseId), eq(questionAnswers.campaignLineId, lineId), eq(questionAnswers.questionId, questionId)));
  if (!answer?.fileKey || answer.value.kind !== 'file') throw notFound();
  return { lineId, key: answer.fileKey, ...answer.value.file };
}

/** POST /share/{token}/ratings: a guest's rating (and comment) of a shared candidate, kept with the share and recorded as a visit. */
export async function addGuestRating(deps: Deps, share: ShareRow, { rating: input, client }: { rating: GuestRatingInput; client: Client }): Promise<GuestRatingSaved> {
  return withTransaction(deps, async (tx) => {
    const lineId = await sharedLine(tx, share, input.ref);
    const [row] = await tx.db
      .insert(reviewShareRatings)
      .values({
        enterpriseId: share.enterpriseId,
        reviewShareId: share.id,
        campaignLineId: lineId,
        reviewerName: input.reviewerName,
        rating: input.rating,
        comment: input.comment || null,
      })
      .returning();
    await recordVisit(tx, share, { action: 'rating', client, lineIds: [lineId], detail: `guest rating: ${row.rating}/5` });
    return { ref: input.ref, reviewerName: row.reviewerName, rating: row.rating, comment: row.comment, created: row.createdAt };
  });
}
