import { and, asc, eq } from 'drizzle-orm';
import { MSG, QUESTION_RESPONSE_STATUS } from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import type { DbOrTx } from '../../db/client';
import { campaignLines, candidateSummaries, questionResponses, transcripts } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { AiUnavailableError, type AnswersSummary } from '../../platform/ai/provider';
import { extractiveSummary } from '../../platform/ai/offline/index';
import { z } from 'zod';
import { defineJob, enqueue } from '../../platform/queue/define';
import type { JobContext } from '../../platform/queue/types';
import { liveQuestions, questionText } from '../campaigns/read-model';
import { loadReviewableLine } from '../campaigns/review-scope';
import { transcriptsPolicy } from './policy';
import { jobLanguage, transcriptChoices } from './settings';

/*
 * A candidate's summary (issue 15): what they said, per answer and overall, from the transcripts
 * of their latest answers. The AI adapter writes it when it is an OpenAI-compatible service (asked
 * for facts only, no judgement); the offline adapter picks key sentences. Never a score.
 */

/** Attempts at the AI service before the offline summary is stored instead. */
export const SUMMARY_MAX_ATTEMPTS = 3;

type SummaryRow = typeof candidateSummaries.$inferSelect;

/** Per live question in interview order: the latest ready attempt of the line, with its transcript's status and text. */
async function latestAnswers(db: DbOrTx, enterpriseId: number, line: { lineId: number; campaignId: number }) {
  const [qs, rows] = await Promise.all([
    liveQuestions({ db }, { enterpriseId, id: line.campaignId }),
    db
      .select({
        id: questionResponses.id,
        questionId: questionResponses.questionId,
        status: transcripts.status,
        text: transcripts.fullText,
      })
      .from(questionResponses)
      .leftJoin(
        transcripts,
        and(eq(transcripts.enterpriseId, questionResponses.enterpriseId), eq(transcripts.questionResponseId, questionResponses.id)),
      )
      .where(
        and(
          eq(questionResponses.enterpriseId, enterpriseId),
          eq(questionResponses.campaignLineId, line.lineId),
          eq(questionResponses.status, QUESTION_RESPONSE_STATUS.Ready),
        ),
      )
      .orderBy(asc(questionResponses.attempt)),
  ]);
  const latest = new Map<number, (typeof rows)[number]>();
  for (const r of rows) latest.set(r.questionId, r);
  return qs.flatMap((q) => {
    const a = latest.get(q.id);
    return a ? [{ ...a, question: questionText(q) }] : [];
  });
}

/**
 * After a transcript is made or fails for good: when the candidate has finished the interview,
 * every latest answer's transcript is done (ready or failed) and at least one is ready, and the
 * enterprise has summaries on, the summary is queued (once: a second call while it is queued is a
 * no-op). Each job checks after its own update committed, so the last one to finish sees all done;
 * the interview's completion checks too, in its transaction, for answers transcribed before it.
 */
export async function queueSummaryWhenTranscribed(deps: Deps<'queue'>, { enterpriseId, lineId }: { enterpriseId: number; lineId: number }) {
  const { db, queue } = deps;
  const [line] = await db
    .select({ campaignId: campaignLines.campaignId, completedAt: campaignLines.completedAt })
    .from(campaignLines)
    .where(and(eq(campaignLines.enterpriseId, enterpriseId), eq(campaignLines.id, lineId)));
  if (!line?.completedAt) return;
  if (!(await transcriptChoices(deps, enterpriseId)).summariesEnabled) return;
  const answers = await latestAnswers(db, enterpriseId, { lineId, campaignId: line.campaignId });
  const done = answers.every((a) => a.status === 'ready' || a.status === 'failed');
  if (!done || !answers.some((a) => a.status === 'ready')) return;
  // In the caller's transaction when it has one (the interview's completion).
  await enqueue(db, summaryJob, { lineId }, { enterpriseId, dedupeKey: `line:${lineId}` });
  queue.wake();
}

async function summaryOf(db: DbOrTx, enterpriseId: number, lineId: number): Promise<SummaryRow | null> {
  const [row] = await db
    .select()
    .from(candidateSummaries)
    .where(and(eq(candidateSummaries.enterpriseId, enterpriseId), eq(candidateSummaries.campaignLineId, lineId)));
  return row ?? null;
}

/** GET /CampaignLine/{id}/summary: null while none was made. */
export async function getSummary(deps: Deps, auth: AuthContext, lineId: number): Promise<SummaryRow | null> {
  const { db } = deps;
  await loadReviewableLine(deps, auth, lineId);
  return summaryOf(db, auth.enterpriseId, lineId);
}

/**
 * POST /CampaignLine/{id}/summary: make it again from the current transcripts (202 with the
 * summary as it is until then). 409 when summaries are off or no answer has a transcript.
 */
export async function resummarize(deps: Deps<'queue'>, auth: AuthContext, lineId: number): Promise<SummaryRow | null> {
  const { db, queue } = deps;
  const line = await loadReviewableLine(deps, auth, lineId);
  transcriptsPolicy.authorize(auth, 'summary.rerun', line);
  if (!(await transcriptChoices(deps, auth.enterpriseId)).summariesEnabled) throw new HttpError(409, MSG.summariesOff);
  const answers = await latestAnswers(db, auth.enterpriseId, { lineId, campaignId: line.campaignId });
  if (!answers.some((a) => a.status === 'ready')) throw new HttpError(409, MSG.summaryNeedsTranscripts);
  await enqueue(db, summaryJob, { lineId }, { enterpriseId: auth.enterpriseId, dedupeKey: `line:${lineId}` });
  queue.wake();
  return summaryOf(db, auth.enterpriseId, lineId);
}

/**
 * The 'candidate.summarize' job: the latest answers with a ready transcript, summarised by the AI
 * adapter and stored with the model's name (one row per candidate, replaced). A failing AI
 * service is retried through the queue; after the last attempt the offline summary is stored.
 */
export const summaryJob = defineJob({
  name: 'candidate.summarize',
  payload: z.object({ lineId: z.number().int() }),
  maxAttempts: SUMMARY_MAX_ATTEMPTS,
  run: summarizeCandidate,
});

async function summarizeCandidate(deps: Deps<'ai'>, { lineId }: { lineId: number }, job: JobContext) {
  const enterpriseId = job.enterpriseId ?? -1;
  const [line] = await deps.db
    .select({ campaignId: campaignLines.campaignId })
    .from(campaignLines)
    .where(and(eq(campaignLines.enterpriseId, enterpriseId), eq(campaignLines.id, lineId)));
  if (!line) return;
  const language = await jobLanguage(deps, enterpriseId, line.campaignId);
  const answers = (await latestAnswers(deps.db, enterpriseId, { lineId, campaignId: line.campaignId })).filter((a) => a.status === 'ready');
  if (answers.length === 0) return;
  const request = { language, answers: answers.map((a) => ({ id: a.id, question: a.question, transcript: a.text ?? '' })) };
  let summary: AnswersSummary;
  try {
    summary = await deps.ai.summarizeAnswers(request);
  } catch (err) {
    if (!(err instanceof AiUnavailableError) || job.attempt < SUMMARY_MAX_ATTEMPTS) throw err;
    summary = extractiveSummary(request);
  }
  const questionOf = new Map(answers.map((a) => [a.id, a.questionId]));
  const values = {
    kind: summary.kind,
    model: summary.model.slice(0, 200),
    overall: summary.overall,
    // A stored document: its keys stay as first written (StoredAnswerSummary).
    answers: summary.answers.map((a) => ({ QuestionResponse_ID: a.id, fk_Question_ID: questionOf.get(a.id) ?? 0, Summary: a.summary })),
    generatedAt: new Date().toISOString(),
  };
  await deps.db
    .insert(candidateSummaries)
    .values({ enterpriseId, campaignId: line.campaignId, campaignLineId: lineId, ...values })
    .onConflictDoUpdate({ target: [candidateSummaries.enterpriseId, candidateSummaries.campaignLineId], set: values });
}
