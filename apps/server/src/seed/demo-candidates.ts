import { randomUUID } from 'node:crypto';
import {
  CAMPAIGN_LINE_STATUS,
  NOTIFICATION_TITLE_JOB_COMMENTS,
  QUESTION_RESPONSE_STATUS,
  cleanCommentText,
  type CampaignLineStatus,
} from '@candid/shared';
import type { DbOrTx } from '../db/client';
import {
  campaignLines,
  candidateRatings,
  candidateResumes,
  comments,
  notificationRecipients,
  notifications,
  questionResponseRatings,
  questionResponses,
  users,
} from '../db/schema/index';
import { randomToken, sha256 } from '../platform/crypto';
import type { MediaStore } from '../platform/media/types';
import { spokenAnswer } from './demo-answers';
import { DEMO_DOMAIN, TEAM, type DemoCandidate, type DemoComment, type DemoJob, type Member, type Stage } from './demo-content';
import type { DemoClip, ReelRequest } from './recordings';
import { resumePdf } from './resume-pdf';

type UserRow = typeof users.$inferSelect;
type LineRow = typeof campaignLines.$inferSelect;
type ResponseRow = typeof questionResponses.$inferSelect;

const DAY_MS = 86_400_000;
/** Minutes between a candidate's answers (think time, recording, upload). */
const ANSWER_GAP_DAYS = 4 / 1440;
/** Mentions older than this are read; newer ones wait in the bell. */
const UNREAD_DAYS = 7;

/** Times of the demo: days before the seed, never later than a minute before it. */
export class Clock {
  constructor(readonly now: Date) {}
  at(daysAgo: number): string {
    return new Date(Math.min(this.now.getTime() - daysAgo * DAY_MS, this.now.getTime() - 60_000)).toISOString();
  }
  /** A campaign date (YYYY-MM-DD, UTC) days from today. */
  date(daysFromToday: number): string {
    return new Date(this.now.getTime() + daysFromToday * DAY_MS).toISOString().slice(0, 10);
  }
}

/** What every step of the seed writes with: the transaction, the store, the enterprise and the team. */
export interface SeedScope {
  tx: DbOrTx;
  media: MediaStore;
  enterpriseId: number;
  clock: Clock;
  members: Record<Member, UserRow>;
  /** Media keys written so far, to remove if the transaction fails. */
  written: string[];
  /** Mention notifications, written last in time order (the bell lists the newest id first). */
  mentions: { at: number; values: typeof notifications.$inferInsert; recipients: number[] }[];
}

export interface SeededJob {
  campaignId: number;
  questionIds: number[];
  lines: { candidate: DemoCandidate; line: LineRow }[];
}

const STATUS: Record<Stage, CampaignLineStatus> = {
  invited: CAMPAIGN_LINE_STATUS.Invited,
  started: CAMPAIGN_LINE_STATUS.Started,
  completed: CAMPAIGN_LINE_STATUS.Completed,
  reviewed: CAMPAIGN_LINE_STATUS.Reviewed,
  shortlisted: CAMPAIGN_LINE_STATUS.Shortlisted,
  rejected: CAMPAIGN_LINE_STATUS.Rejected,
  hired: CAMPAIGN_LINE_STATUS.Hired,
};

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
export const candidateEmail = (c: DemoCandidate) => `${slug(c.first)}.${slug(c.last)}@mail.${DEMO_DOMAIN}`;

/** How many questions the candidate answered. */
export const answeredCount = (c: DemoCandidate, questions: number) =>
  c.stage === 'invited' ? 0 : c.stage === 'started' ? Math.min(c.answered ?? 0, questions) : questions;

/** Days before the seed of answer `i` (0-based), or of completion when i is the question count. */
const answerDay = (c: DemoCandidate, i: number) => (c.started ?? 0) - (i + 1) * ANSWER_GAP_DAYS;

/**
 * The clips of a candidate's recorded answers, in question order: labelled with their name on
 * their own background (`palette`), each speaking what they said (3 to 5 seconds of silence when
 * the demo has no text for it).
 */
export const reelRequest = (job: DemoJob, c: DemoCandidate, palette: number): ReelRequest => ({
  label: `${c.first} ${c.last}`,
  palette,
  answers: Array.from({ length: answeredCount(c, job.questions.length) }, (_, i) => ({
    speech: spokenAnswer(job, c, i),
    seconds: 3 + ((palette + i) % 3),
  })),
});

/** A candidate of a seeded job, before the line exists. */
export interface Invitation {
  job: SeededJob;
  location: string;
  candidate: DemoCandidate;
}

/**
 * Every candidate as invitations and interviews leave them: lines in the order the invitations
 * went out (ids follow time, as the lists' newest first shows), resumes, and the team's overall
 * ratings. Each job's `lines` gets its own.
 */
export async function seedLines(s: SeedScope, invitations: Invitation[]) {
  const { tx, enterpriseId, clock } = s;
  const ordered = [...invitations].sort((a, b) => b.candidate.invited - a.candidate.invited);
  if (ordered.length === 0) return;
  const values = ordered.map(({ job, candidate: c }) => {
    const n = answeredCount(c, job.questionIds.length);
    const finished = c.stage !== 'invited' && c.stage !== 'started';
    const lastReview = Math.min(...(c.reviews ?? []).map((r) => r.at));
    const lastEvent = finished ? Math.min(answerDay(c, n), lastReview) : c.started !== undefined ? answerDay(c, n - 1) : c.invited;
    return {
      enterpriseId,
      campaignId: job.campaignId,
      status: STATUS[c.stage],
      candidateEmail: candidateEmail(c),
      candidateFirstName: c.first,
      candidateLastName: c.last,
      candidatePhone: c.phone ?? null,
      // Only a hash is kept; the personal link went out in the (not seeded) invitation email.
      inviteTokenHash: sha256(randomToken(24)),
      invitedAt: clock.at(c.invited),
      consentAt: c.started !== undefined ? clock.at(c.started) : null,
      startedAt: c.started !== undefined ? clock.at(c.started) : null,
      completedAt: finished ? clock.at(answerDay(c, n)) : null,
      createdAt: clock.at(c.invited),
      updatedAt: clock.at(lastEvent),
    };
  });
  const rows = await tx.insert(campaignLines).values(values).returning();
  const lineOf = new Map(rows.map((r) => [`${r.campaignId} ${r.candidateEmail}`, r]));
  const lines = ordered.map((inv) => ({ ...inv, line: lineOf.get(`${inv.job.campaignId} ${candidateEmail(inv.candidate)}`)! }));
  for (const { job, candidate, line } of lines) job.lines.push({ candidate, line });

  for (const { candidate: c, line, location } of lines) {
    if (c.resume && c.started !== undefined) await seedResume(s, line, c, location);
  }
  const ratings = lines.flatMap(({ job, candidate: c, line }) =>
    (c.reviews ?? []).flatMap((r) =>
      r.overall === undefined
        ? []
        : [
            {
              enterpriseId,
              campaignId: job.campaignId,
              campaignLineId: line.id,
              userId: s.members[r.by].id,
              rating: r.overall,
              createdAt: clock.at(r.at),
              updatedAt: clock.at(r.at),
            },
          ],
    ),
  );
  if (ratings.length) await tx.insert(candidateRatings).values(ratings);
}

/** The resume the candidate uploaded before recording, stored as the upload stores one. */
async function seedResume(s: SeedScope, line: LineRow, c: DemoCandidate, location: string) {
  const data = resumePdf({ name: `${c.first} ${c.last}`, headline: c.resume!, email: line.candidateEmail, phone: c.phone, location });
  const key = `resumes/${s.enterpriseId}/${line.id}/${randomUUID()}.pdf`;
  s.written.push(key);
  await s.media.put(key, data, 'application/pdf');
  const at = s.clock.at(c.started! + 2 / 1440);
  await s.tx.insert(candidateResumes).values({
    enterpriseId: s.enterpriseId,
    campaignId: line.campaignId,
    campaignLineId: line.id,
    fileKey: key,
    originalName: `${slug(c.first)}-${slug(c.last)}-resume.pdf`,
    mimeType: 'application/pdf',
    sizeBytes: data.length,
    createdAt: at,
    updatedAt: at,
  });
}

/**
 * A candidate's recorded answers as the upload and transcode leave them (status Ready: an MP4
 * and a JPEG poster under answers/{enterprise}/{line}/{uuid}, the original gone), one clip per
 * answer, then the team's ratings of them and the comments on them. Returns the answers in
 * question order.
 */
export async function seedAnswers(s: SeedScope, job: SeededJob, c: DemoCandidate, line: LineRow, clips: DemoClip[]): Promise<ResponseRow[]> {
  const { tx, enterpriseId, clock } = s;
  const n = Math.min(answeredCount(c, job.questionIds.length), clips.length);
  const stored = await Promise.all(
    job.questionIds.slice(0, n).map(async (questionId, i) => {
      const clip = clips[i];
      const base = `answers/${enterpriseId}/${line.id}/${randomUUID()}`;
      s.written.push(`${base}.mp4`, `${base}.jpg`);
      await Promise.all([s.media.putFile(`${base}.mp4`, clip.file, 'video/mp4'), s.media.putFile(`${base}.jpg`, clip.poster, 'image/jpeg')]);
      return {
        enterpriseId,
        campaignId: job.campaignId,
        campaignLineId: line.id,
        questionId,
        attempt: 1,
        status: QUESTION_RESPONSE_STATUS.Ready,
        mp4Key: `${base}.mp4`,
        posterKey: `${base}.jpg`,
        durationMs: clip.durationMs,
        mimeType: 'video/mp4',
        sizeBytes: clip.sizeBytes,
        createdAt: clock.at(answerDay(c, i) + 1 / 1440),
        // The transcode finishes a few seconds after the upload.
        updatedAt: clock.at(answerDay(c, i) + 0.5 / 1440),
      };
    }),
  );
  if (stored.length === 0) return [];
  const responses = await tx.insert(questionResponses).values(stored).returning();
  const byQuestion = new Map(responses.map((r) => [r.questionId, r]));
  const responseOf = (i: number) => byQuestion.get(job.questionIds[i]);

  const ratings = (c.reviews ?? []).flatMap((r) =>
    (r.answers ?? []).flatMap((rating, i) => {
      const response = responseOf(i);
      return response
        ? [
            {
              enterpriseId,
              campaignId: job.campaignId,
              campaignLineId: line.id,
              questionResponseId: response.id,
              userId: s.members[r.by].id,
              rating,
              createdAt: clock.at(r.at + (n - i) / 1440),
              updatedAt: clock.at(r.at + (n - i) / 1440),
            },
          ]
        : [];
    }),
  );
  if (ratings.length) await tx.insert(questionResponseRatings).values(ratings);

  for (const comment of c.answerComments ?? []) {
    const response = responseOf(comment.question);
    if (!response) continue;
    await seedComment(s, job.campaignId, comment, {
      campaignLineId: line.id,
      questionId: response.questionId,
      questionResponseId: response.id,
    });
  }
  return job.questionIds.flatMap((id) => byQuestion.get(id) ?? []);
}

/** The team members a comment mentions ('@First Last'), but not its author. */
function mentionedIn(s: SeedScope, text: string, author: Member): number[] {
  return TEAM.filter((m) => m.local !== author && text.includes(`@${m.first} ${m.last}`)).map((m) => s.members[m.local].id);
}

/**
 * A job comment (type 0), or with `answer` a comment on a candidate's answer (type 1), and its
 * reply; each mention becomes a 'Job Comments' notification as the comments service writes it.
 */
export async function seedComment(
  s: SeedScope,
  campaignId: number,
  comment: DemoComment,
  answer?: { campaignLineId: number; questionId: number; questionResponseId: number },
) {
  let parent: number | null = null;
  for (const c of [comment, ...(comment.reply ? [comment.reply] : [])]) {
    const content = cleanCommentText(c.text);
    const at = s.clock.at(c.at);
    const [row]: { id: number }[] = await s.tx
      .insert(comments)
      .values({
        enterpriseId: s.enterpriseId,
        campaignId,
        userId: s.members[c.by].id,
        content,
        type: answer ? 1 : 0,
        ...(answer ?? {}),
        parentId: parent,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: comments.id });
    parent ??= row.id;
    const recipients = mentionedIn(s, content, c.by);
    if (recipients.length) {
      s.mentions.push({
        at: c.at,
        recipients,
        values: {
          enterpriseId: s.enterpriseId,
          title: NOTIFICATION_TITLE_JOB_COMMENTS,
          body: content,
          // The demo sends no email: its addresses are not real.
          isEmail: false,
          createdBy: s.members[c.by].id,
          campaignId,
          campaignLineId: answer?.campaignLineId ?? null,
          createdAt: at,
          updatedAt: at,
        },
      });
    }
  }
}

/** The mention notifications, oldest first; those of the last week are still unread. */
export async function seedMentions(s: SeedScope) {
  for (const m of [...s.mentions].sort((a, b) => b.at - a.at)) {
    const [row] = await s.tx.insert(notifications).values(m.values).returning();
    await s.tx.insert(notificationRecipients).values(
      m.recipients.map((userId) => ({
        enterpriseId: s.enterpriseId,
        notificationId: row.id,
        userId,
        readAt: m.at > UNREAD_DAYS ? s.clock.at(m.at - 0.2) : null,
        createdAt: m.values.createdAt,
      })),
    );
  }
}
