import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { QuestionTemplateInput, QuestionTemplateUpdate, TemplateInput, TemplateListItem, TemplateUpdate } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import type { DbOrTx } from '../../db/client';
import { questionTemplates, templates } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { wireNameOf } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import { checkKindSettings } from '../campaigns/question-kinds';
import type { QuestionTemplateFieldsOf, TemplateFieldsOf } from './wire';

type TemplateRow = typeof templates.$inferSelect;
type QuestionRow = typeof questionTemplates.$inferSelect;
/** A template of the list: the row with its number of live questions. */
export type TemplateListRow = TemplateRow & Pick<TemplateListItem, 'QuestionCount'>;
/** A new template (POST /Template) with the domain's names. */
export type NewTemplate = TemplateFieldsOf<TemplateInput>;
/** A template's changed fields (PUT /Template) with the domain's names. */
export type TemplateChange = TemplateFieldsOf<TemplateUpdate>;
/** A new template question (POST /QuestionTemplate) with the domain's names. */
export type NewQuestionTemplate = QuestionTemplateFieldsOf<QuestionTemplateInput>;
/** A template question's changed fields (PUT /QuestionTemplate) with the domain's names. */
export type QuestionTemplateChange = QuestionTemplateFieldsOf<QuestionTemplateUpdate>;

/**
 * The kind and settings a PUT leaves the question with, as on PUT /Question: a new kind without
 * settings gets {}, settings without a kind are the row's kind's; 400 with details when they do not fit.
 */
function kindAfterUpdate(current: QuestionRow, input: QuestionTemplateChange): Pick<QuestionRow, 'kind' | 'settings'> | null {
  if (input.kind === undefined && input.settings === undefined) return null;
  const kind = input.kind ?? current.kind;
  const settings = input.settings ?? (kind === current.kind ? current.settings : {});
  return { kind, settings: checkKindSettings(kind, settings, wireNameOf(wireNames.questionTemplates, 'settings')) };
}

/** A live (not deleted) question template of the enterprise, or 404. */
async function loadTemplate(db: DbOrTx, enterpriseId: number, id: number): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.enterpriseId, enterpriseId), eq(templates.id, id), eq(templates.deleted, 0)));
  if (!row) throw notFound();
  return row;
}

/** A live question of a live template of the enterprise, or 404. */
async function loadQuestion(db: DbOrTx, enterpriseId: number, id: number): Promise<QuestionRow> {
  const [row] = await db
    .select({ q: questionTemplates })
    .from(questionTemplates)
    .innerJoin(
      templates,
      and(eq(templates.enterpriseId, questionTemplates.enterpriseId), eq(templates.id, questionTemplates.templateId)),
    )
    .where(
      and(
        eq(questionTemplates.enterpriseId, enterpriseId),
        eq(questionTemplates.id, id),
        eq(questionTemplates.deleted, 0),
        eq(templates.deleted, 0),
      ),
    );
  if (!row) throw notFound();
  return row.q;
}

const liveQuestionsOf = (enterpriseId: number, templateId: number) =>
  and(
    eq(questionTemplates.enterpriseId, enterpriseId),
    eq(questionTemplates.templateId, templateId),
    eq(questionTemplates.deleted, 0),
  );

/** The enterprise's question templates, newest first, each with its number of live questions. */
export async function listTemplates(deps: Deps, actor: AuthContext): Promise<TemplateListRow[]> {
  const { enterpriseId } = actor;
  const rows = await deps.db
    .select()
    .from(templates)
    .where(and(eq(templates.enterpriseId, enterpriseId), eq(templates.deleted, 0)))
    .orderBy(desc(templates.id));
  if (rows.length === 0) return [];
  const counts = await deps.db
    .select({ id: questionTemplates.templateId, n: count() })
    .from(questionTemplates)
    .where(
      and(
        eq(questionTemplates.enterpriseId, enterpriseId),
        inArray(questionTemplates.templateId, rows.map((r) => r.id)),
        eq(questionTemplates.deleted, 0),
      ),
    )
    .groupBy(questionTemplates.templateId);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => ({ ...r, QuestionCount: byId.get(r.id) ?? 0 }));
}

export async function createTemplate(deps: Deps, actor: AuthContext, input: NewTemplate): Promise<TemplateRow> {
  const [row] = await deps.db
    .insert(templates)
    .values({ ...input, enterpriseId: actor.enterpriseId, userId: actor.userId })
    .returning();
  return row;
}

/** Renames (or re-describes) a template; saving the same values again changes nothing. */
export async function updateTemplate(deps: Deps, actor: AuthContext, input: TemplateChange): Promise<TemplateRow> {
  const { enterpriseId } = actor;
  return withTransaction(deps, async ({ db: tx }) => {
    const current = await loadTemplate(tx, enterpriseId, input.id);
    const { id, ...fields } = input;
    if (Object.keys(fields).length === 0) return current;
    const [row] = await tx
      .update(templates)
      .set(fields)
      .where(and(eq(templates.enterpriseId, enterpriseId), eq(templates.id, id)))
      .returning();
    return row;
  });
}

/** Soft delete (SPEC §4): the template and its questions leave every list. */
export async function deleteTemplate(deps: Deps, actor: AuthContext, id: number): Promise<void> {
  const { enterpriseId } = actor;
  await withTransaction(deps, async ({ db: tx }) => {
    await loadTemplate(tx, enterpriseId, id);
    await tx
      .update(templates)
      .set({ deleted: 1 })
      .where(and(eq(templates.enterpriseId, enterpriseId), eq(templates.id, id)));
  });
}

/** The live questions of one template, in their order (then id). */
export async function listQuestions({ db }: Deps, actor: AuthContext, templateId: number): Promise<QuestionRow[]> {
  const { enterpriseId } = actor;
  await loadTemplate(db, enterpriseId, templateId);
  const rows = await db
    .select()
    .from(questionTemplates)
    .where(liveQuestionsOf(enterpriseId, templateId))
    .orderBy(asc(questionTemplates.order), asc(questionTemplates.id));
  return rows;
}

/** Every live question of the enterprise's live templates, grouped by template, in order. */
export async function listAllQuestions(deps: Deps, actor: AuthContext): Promise<QuestionRow[]> {
  const { enterpriseId } = actor;
  const rows = await deps.db
    .select({ q: questionTemplates })
    .from(questionTemplates)
    .innerJoin(
      templates,
      and(eq(templates.enterpriseId, questionTemplates.enterpriseId), eq(templates.id, questionTemplates.templateId)),
    )
    .where(and(eq(questionTemplates.enterpriseId, enterpriseId), eq(questionTemplates.deleted, 0), eq(templates.deleted, 0)))
    .orderBy(desc(templates.id), asc(questionTemplates.order), asc(questionTemplates.id));
  return rows.map((r) => r.q);
}

/** Adds a question at the end of its template (or at the given order). */
export async function createQuestion(deps: Deps, actor: AuthContext, input: NewQuestionTemplate): Promise<QuestionRow> {
  return withTransaction(deps, async ({ db: tx }) => {
    await loadTemplate(tx, actor.enterpriseId, input.templateId);
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${questionTemplates.order}) + 1, 0)::int` })
      .from(questionTemplates)
      .where(liveQuestionsOf(actor.enterpriseId, input.templateId));
    const [row] = await tx
      .insert(questionTemplates)
      .values({
        ...input,
        order: input.order ?? next,
        enterpriseId: actor.enterpriseId,
        userId: actor.userId,
      })
      .returning();
    return row;
  });
}

export async function updateQuestion(deps: Deps, actor: AuthContext, input: QuestionTemplateChange): Promise<QuestionRow> {
  const { enterpriseId } = actor;
  return withTransaction(deps, async ({ db: tx }) => {
    const current = await loadQuestion(tx, enterpriseId, input.id);
    const { id, kind: _kind, settings: _settings, ...plain } = input;
    const fields = { ...plain, ...kindAfterUpdate(current, input) };
    if (Object.values(fields).every((v) => v === undefined)) return current;
    const [row] = await tx
      .update(questionTemplates)
      .set(fields)
      .where(and(eq(questionTemplates.enterpriseId, enterpriseId), eq(questionTemplates.id, id)))
      .returning();
    return row;
  });
}

/** Soft delete (deleted = 1). */
export async function deleteQuestion(deps: Deps, actor: AuthContext, id: number): Promise<void> {
  const { enterpriseId } = actor;
  await withTransaction(deps, async ({ db: tx }) => {
    await loadQuestion(tx, enterpriseId, id);
    await tx
      .update(questionTemplates)
      .set({ deleted: 1 })
      .where(and(eq(questionTemplates.enterpriseId, enterpriseId), eq(questionTemplates.id, id)));
  });
}
