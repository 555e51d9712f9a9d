import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MSG, saveQuestionsSchema, type QuestionInput, type QuestionUpdate } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import type { DbOrTx } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { campaigns, questions } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/errors';
import { loadCampaign } from '../campaigns/service';
import { visibleJobs, type CampaignScope } from '../campaigns/policy';
import { requestInterviewBuild } from '../interview-build/service';
import { refreshScreeningFlags } from '../campaigns/screening';
import { checkKindSettings } from '../campaigns/question-kinds';
import { questionsPolicy } from './policy';
import { wireNameOf } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import type { QuestionFieldsOf } from './wire';

type SaveQuestionsBody = z.infer<typeof saveQuestionsSchema>;
/** One question of a saved list (PUT /Question/SaveQuestions, SaveJob) with the domain's names. */
export type SavedQuestion = QuestionFieldsOf<SaveQuestionsBody['questions'][number]>;
/** PUT /Question/SaveQuestions: the whole ordered list of a job's questions, with the domain's names. */
export interface SaveQuestionsInput {
  campaignId: number;
  questions: SavedQuestion[];
}
/** A new question (POST /Question) with the domain's names. */
export type NewQuestion = QuestionFieldsOf<QuestionInput>;
/** A question's changed fields (PUT /Question) with the domain's names. */
export type QuestionChange = QuestionFieldsOf<QuestionUpdate>;

type Row = typeof questions.$inferSelect;

/**
 * The kind and settings a PUT leaves the question with: a new kind without settings gets {},
 * settings without a kind are the row's kind's; 400 with details when they do not fit.
 */
function kindAfterUpdate(current: Row, input: QuestionChange): Pick<Row, 'kind' | 'settings'> | null {
  if (input.kind === undefined && input.settings === undefined) return null;
  const kind = input.kind ?? current.kind;
  const settings = input.settings ?? (kind === current.kind ? current.settings : {});
  return { kind, settings: checkKindSettings(kind, settings, wireNameOf(wireNames.questions, 'settings')) };
}

/** Compares question texts the way a recruiter would: case, spacing and end punctuation aside. */
export const normalizeQuestion = (text: string) =>
  text.toLowerCase().replace(/\s+/g, ' ').replace(/[\s?.!]+$/, '').trim();

/** The live questions of a job, in their order (then id). */
export async function listQuestions(deps: Deps, scope: CampaignScope, campaignId: number): Promise<Row[]> {
  const { db } = deps;
  const { enterpriseId } = await loadCampaign(deps, scope, campaignId);
  const rows = await db
    .select()
    .from(questions)
    .where(and(eq(questions.enterpriseId, enterpriseId), eq(questions.campaignId, campaignId), eq(questions.deleted, 0)))
    .orderBy(asc(questions.order), asc(questions.id));
  return rows;
}

/**
 * A live question of a live job the scope may see (visibleJobs: the enterprise's, and
 * a Hiring Manager's own jobs only), or 404.
 */
async function loadQuestion(db: DbOrTx, scope: CampaignScope, id: number): Promise<Row> {
  const [found] = await db
    .select({ row: questions })
    .from(questions)
    .innerJoin(campaigns, eq(campaigns.id, questions.campaignId))
    .where(and(visibleJobs(scope), eq(questions.enterpriseId, campaigns.enterpriseId), eq(questions.id, id), eq(questions.deleted, 0)));
  if (!found) throw notFound();
  return found.row;
}

export const getQuestion = async ({ db }: Deps, actor: AuthContext, id: number) => loadQuestion(db, actor, id);

/**
 * Queues the rebuild of the job's interview in the same transaction as the question change
 * (DESIGN §6.1), so a change is never saved without its rebuild; the queue is woken after the
 * commit.
 */
async function withRebuild<T>(deps: Deps<'queue'>, enterpriseId: number, change: (tx: Deps<'queue'>) => Promise<{ campaignId: number; result: T }>): Promise<T> {
  const { result } = await withTransaction(deps, async (tx) => {
    const done = await change(tx);
    await requestInterviewBuild(tx, { enterpriseId, campaignId: done.campaignId });
    return done;
  });
  deps.queue.wake();
  return result;
}

/** 'This Question is already exist' when a live question of the job has the same text. */
async function assertUnique(db: DbOrTx, enterpriseId: number, campaignId: number, text: string, exceptId?: number) {
  const existing = await db
    .select({ text: questions.text })
    .from(questions)
    .where(
      and(
        eq(questions.enterpriseId, enterpriseId),
        eq(questions.campaignId, campaignId),
        eq(questions.deleted, 0),
        exceptId ? ne(questions.id, exceptId) : undefined,
      ),
    );
  const wanted = normalizeQuestion(text);
  if (existing.some((q) => normalizeQuestion(q.text) === wanted)) {
    throw badRequest(MSG.questionExists, { [wireNameOf(wireNames.questions, 'text')]: [MSG.questionExists] });
  }
}

/** Adds a question at the end of the job's list (or at the given order). */
export async function createQuestion(deps: Deps<'queue'>, actor: AuthContext, input: NewQuestion): Promise<Row> {
  questionsPolicy.authorize(actor, 'question.edit');
  return withRebuild(deps, actor.enterpriseId, async (txDeps) => {
    const { db: tx } = txDeps;
    await loadCampaign(txDeps, actor, input.campaignId);
    await assertUnique(tx, actor.enterpriseId, input.campaignId, input.text);
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${questions.order}) + 1, 0)::int` })
      .from(questions)
      .where(and(eq(questions.enterpriseId, actor.enterpriseId), eq(questions.campaignId, input.campaignId), eq(questions.deleted, 0)));
    const [row] = await tx
      .insert(questions)
      .values({
        ...input,
        order: input.order ?? next,
        deleted: 0,
        enterpriseId: actor.enterpriseId,
        userId: actor.userId,
      })
      .returning();
    return { campaignId: row.campaignId, result: row };
  });
}

export async function updateQuestion(deps: Deps<'queue'>, actor: AuthContext, input: QuestionChange): Promise<Row> {
  questionsPolicy.authorize(actor, 'question.edit');
  return withRebuild(deps, actor.enterpriseId, async ({ db: tx }) => {
    const current = await loadQuestion(tx, actor, input.id);
    if (input.text !== undefined) {
      await assertUnique(tx, actor.enterpriseId, current.campaignId, input.text, current.id);
    }
    const { id, kind: _kind, settings: _settings, ...plain } = input;
    const fields = { ...plain, ...kindAfterUpdate(current, input) };
    // Only the id: nothing to write (an empty SET is not SQL); the question as it is.
    if (Object.values(fields).every((v) => v === undefined)) return { campaignId: current.campaignId, result: current };
    const [row] = await tx
      .update(questions)
      .set(fields)
      .where(and(eq(questions.enterpriseId, actor.enterpriseId), eq(questions.id, id)))
      .returning();
    return { campaignId: row.campaignId, result: row };
  });
}

/**
 * Soft delete (deleted = 1): the row stays for answers already recorded to it. The
 * build's question count and the interview's questions follow the live list.
 */
export async function deleteQuestion(deps: Deps<'queue'>, actor: AuthContext, id: number): Promise<void> {
  questionsPolicy.authorize(actor, 'question.edit');
  await withRebuild(deps, actor.enterpriseId, async (txDeps) => {
    const { db: tx } = txDeps;
    const row = await loadQuestion(tx, actor, id);
    await tx
      .update(questions)
      .set({ deleted: 1 })
      .where(and(eq(questions.enterpriseId, actor.enterpriseId), eq(questions.id, id)));
    await refreshScreeningFlags(txDeps, actor.enterpriseId, row.campaignId);
    return { campaignId: row.campaignId, result: undefined };
  });
}

/** PUT /Question/SaveQuestions: the job's whole list, saved with its interview rebuild in one transaction. */
export async function saveQuestions(deps: Deps<'queue'>, actor: AuthContext, input: SaveQuestionsInput): Promise<Row[]> {
  return withRebuild(deps, actor.enterpriseId, async (tx) => ({
    campaignId: input.campaignId,
    result: await writeQuestionList(tx, actor, input),
  }));
}

/**
 * Saves a job's whole question list in the order given (SPEC §4: reordering renumbers
 * the order from 0 and saves every question). Listed ids are updated, new texts are
 * added, and live questions missing from the list are soft-deleted — all in one transaction.
 */
export async function writeQuestionList(deps: Deps, actor: AuthContext, input: SaveQuestionsInput): Promise<Row[]> {
  questionsPolicy.authorize(actor, 'question.edit');
  const { db } = deps;
  const { campaignId, questions: list } = input;
  await loadCampaign(deps, actor, campaignId);
  const seen = new Set<string>();
  for (const [i, q] of list.entries()) {
    const key = normalizeQuestion(q.text);
    if (seen.has(key)) throw badRequest(MSG.questionExists, { [`questions.${i}.${wireNameOf(wireNames.questions, 'text')}`]: [MSG.questionExists] });
    seen.add(key);
  }
  const live = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.enterpriseId, actor.enterpriseId), eq(questions.campaignId, campaignId), eq(questions.deleted, 0)));
  const liveIds = new Set(live.map((q) => q.id));
  const kept = new Set<number>();
  for (const [order, q] of list.entries()) {
    // A listed question without a kind keeps its kind and settings; with one, settings default to {}.
    const kind = q.kind === undefined ? {} : { kind: q.kind, settings: q.settings ?? {} };
    const required = q.required === undefined ? {} : { required: q.required };
    if (q.id && liveIds.has(q.id)) {
      kept.add(q.id);
      await db
        .update(questions)
        .set({
          text: q.text,
          order,
          ...kind,
          ...required,
          ...(q.generatedText !== undefined ? { generatedText: q.generatedText } : {}),
        })
        .where(and(eq(questions.enterpriseId, actor.enterpriseId), eq(questions.id, q.id)));
    } else if (q.id && q.id > 0 && !liveIds.has(q.id)) {
      // An id that is not a live question of this job (another job, another tenant, deleted).
      throw notFound();
    } else {
      await db.insert(questions).values({
        enterpriseId: actor.enterpriseId,
        userId: actor.userId,
        campaignId,
        text: q.text,
        generatedText: q.generatedText ?? null,
        order,
        ...kind,
        ...required,
      });
    }
  }
  for (const id of liveIds) {
    if (!kept.has(id)) {
      await db.update(questions).set({ deleted: 1 }).where(and(eq(questions.enterpriseId, actor.enterpriseId), eq(questions.id, id)));
    }
  }
  await refreshScreeningFlags(deps, actor.enterpriseId, campaignId);
  return listQuestions(deps, actor, campaignId);
}

/**
 * Copies the live questions of a job (`from`, which the caller loaded for the actor) to a new job
 * (`to`: a clone), in order. They keep their audio and avatar keys until the copy is rebuilt.
 */
export async function copyQuestions({ db }: Deps, actor: AuthContext, { from, to }: { from: number; to: number }): Promise<void> {
  questionsPolicy.authorize(actor, 'question.edit');
  const source = await db
    .select()
    .from(questions)
    .where(and(eq(questions.enterpriseId, actor.enterpriseId), eq(questions.campaignId, from), eq(questions.deleted, 0)))
    .orderBy(asc(questions.order), asc(questions.id));
  if (source.length === 0) return;
  await db.insert(questions).values(
    source.map(({ id: _q, recordGuid: _g, createdAt: _c, updatedAt: _u, ...q }) => ({
      ...q,
      campaignId: to,
      userId: actor.userId,
    })),
  );
}
