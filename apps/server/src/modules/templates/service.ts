import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  QuestionTemplate,
  QuestionTemplateInput,
  QuestionTemplateUpdate,
  Template,
  TemplateInput,
  TemplateListItem,
  TemplateUpdate,
} from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import type { DbOrTx } from '../../db/client';
import { questionTemplates, templates } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { checkKindSettings } from '../campaigns/question-kinds';

type TemplateRow = typeof templates.$inferSelect;
type QuestionRow = typeof questionTemplates.$inferSelect;
/** The wire question: the row, its kind and settings read as the contract's union of kinds. */
const present = (row: QuestionRow): QuestionTemplate => row as QuestionTemplate;

/**
 * The kind and settings a PUT leaves the question with, as on PUT /Question: a new kind without
 * settings gets {}, settings without a kind are the row's kind's; 400 with details when they do not fit.
 */
function kindAfterUpdate(current: QuestionRow, input: QuestionTemplateUpdate): Pick<QuestionRow, 'QuestionTemplate_Kind' | 'QuestionTemplate_Settings'> | null {
  if (input.QuestionTemplate_Kind === undefined && input.QuestionTemplate_Settings === undefined) return null;
  const kind = input.QuestionTemplate_Kind ?? current.QuestionTemplate_Kind;
  const settings = input.QuestionTemplate_Settings ?? (kind === current.QuestionTemplate_Kind ? current.QuestionTemplate_Settings : {});
  return { QuestionTemplate_Kind: kind, QuestionTemplate_Settings: checkKindSettings(kind, settings, 'QuestionTemplate_Settings') };
}

/** A live (not deleted) question template of the enterprise, or 404. */
async function loadTemplate(db: DbOrTx, enterpriseId: number, id: number): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.fk_Enterprise_ID, enterpriseId), eq(templates.pk_Template_ID, id), eq(templates.Template_Deleted, 0)));
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
      and(eq(templates.fk_Enterprise_ID, questionTemplates.fk_Enterprise_ID), eq(templates.pk_Template_ID, questionTemplates.fk_Template_ID)),
    )
    .where(
      and(
        eq(questionTemplates.fk_Enterprise_ID, enterpriseId),
        eq(questionTemplates.pk_QuestionTemplate_ID, id),
        eq(questionTemplates.QuestionTemplate_Deleted, 0),
        eq(templates.Template_Deleted, 0),
      ),
    );
  if (!row) throw notFound();
  return row.q;
}

const liveQuestionsOf = (enterpriseId: number, templateId: number) =>
  and(
    eq(questionTemplates.fk_Enterprise_ID, enterpriseId),
    eq(questionTemplates.fk_Template_ID, templateId),
    eq(questionTemplates.QuestionTemplate_Deleted, 0),
  );

/** The enterprise's question templates, newest first, each with its number of live questions. */
export async function listTemplates(deps: Deps, actor: AuthContext): Promise<TemplateListItem[]> {
  const { enterpriseId } = actor;
  const rows = await deps.db
    .select()
    .from(templates)
    .where(and(eq(templates.fk_Enterprise_ID, enterpriseId), eq(templates.Template_Deleted, 0)))
    .orderBy(desc(templates.pk_Template_ID));
  if (rows.length === 0) return [];
  const counts = await deps.db
    .select({ id: questionTemplates.fk_Template_ID, n: count() })
    .from(questionTemplates)
    .where(
      and(
        eq(questionTemplates.fk_Enterprise_ID, enterpriseId),
        inArray(questionTemplates.fk_Template_ID, rows.map((r) => r.pk_Template_ID)),
        eq(questionTemplates.QuestionTemplate_Deleted, 0),
      ),
    )
    .groupBy(questionTemplates.fk_Template_ID);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => ({ ...r, QuestionCount: byId.get(r.pk_Template_ID) ?? 0 }));
}

export async function createTemplate(deps: Deps, actor: AuthContext, input: TemplateInput): Promise<Template> {
  const [row] = await deps.db
    .insert(templates)
    .values({ ...input, fk_Enterprise_ID: actor.enterpriseId, fk_User_ID: actor.userId })
    .returning();
  return row;
}

/** Renames (or re-describes) a template; saving the same values again changes nothing. */
export async function updateTemplate(deps: Deps, actor: AuthContext, input: TemplateUpdate): Promise<Template> {
  const { enterpriseId } = actor;
  return withTransaction(deps, async ({ db: tx }) => {
    const current = await loadTemplate(tx, enterpriseId, input.pk_Template_ID);
    const { pk_Template_ID: id, ...fields } = input;
    if (Object.keys(fields).length === 0) return current;
    const [row] = await tx
      .update(templates)
      .set(fields)
      .where(and(eq(templates.fk_Enterprise_ID, enterpriseId), eq(templates.pk_Template_ID, id)))
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
      .set({ Template_Deleted: 1 })
      .where(and(eq(templates.fk_Enterprise_ID, enterpriseId), eq(templates.pk_Template_ID, id)));
  });
}

/** The live questions of one template, in QuestionTemplate_Order (then id) order. */
export async function listQuestions({ db }: Deps, actor: AuthContext, templateId: number): Promise<QuestionTemplate[]> {
  const { enterpriseId } = actor;
  await loadTemplate(db, enterpriseId, templateId);
  const rows = await db
    .select()
    .from(questionTemplates)
    .where(liveQuestionsOf(enterpriseId, templateId))
    .orderBy(asc(questionTemplates.QuestionTemplate_Order), asc(questionTemplates.pk_QuestionTemplate_ID));
  return rows.map(present);
}

/** Every live question of the enterprise's live templates, grouped by template, in order. */
export async function listAllQuestions(deps: Deps, actor: AuthContext): Promise<QuestionTemplate[]> {
  const { enterpriseId } = actor;
  const rows = await deps.db
    .select({ q: questionTemplates })
    .from(questionTemplates)
    .innerJoin(
      templates,
      and(eq(templates.fk_Enterprise_ID, questionTemplates.fk_Enterprise_ID), eq(templates.pk_Template_ID, questionTemplates.fk_Template_ID)),
    )
    .where(and(eq(questionTemplates.fk_Enterprise_ID, enterpriseId), eq(questionTemplates.QuestionTemplate_Deleted, 0), eq(templates.Template_Deleted, 0)))
    .orderBy(desc(templates.pk_Template_ID), asc(questionTemplates.QuestionTemplate_Order), asc(questionTemplates.pk_QuestionTemplate_ID));
  return rows.map((r) => present(r.q));
}

/** Adds a question at the end of its template (or at the given order). */
export async function createQuestion(deps: Deps, actor: AuthContext, input: QuestionTemplateInput): Promise<QuestionTemplate> {
  return withTransaction(deps, async ({ db: tx }) => {
    await loadTemplate(tx, actor.enterpriseId, input.fk_Template_ID);
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${questionTemplates.QuestionTemplate_Order}) + 1, 0)::int` })
      .from(questionTemplates)
      .where(liveQuestionsOf(actor.enterpriseId, input.fk_Template_ID));
    const [row] = await tx
      .insert(questionTemplates)
      .values({
        ...input,
        QuestionTemplate_Order: input.QuestionTemplate_Order ?? next,
        fk_Enterprise_ID: actor.enterpriseId,
        fk_User_ID: actor.userId,
      })
      .returning();
    return present(row);
  });
}

export async function updateQuestion(deps: Deps, actor: AuthContext, input: QuestionTemplateUpdate): Promise<QuestionTemplate> {
  const { enterpriseId } = actor;
  return withTransaction(deps, async ({ db: tx }) => {
    const current = await loadQuestion(tx, enterpriseId, input.pk_QuestionTemplate_ID);
    const { pk_QuestionTemplate_ID: id, QuestionTemplate_Kind: _kind, QuestionTemplate_Settings: _settings, ...plain } = input;
    const fields = { ...plain, ...kindAfterUpdate(current, input) };
    if (Object.values(fields).every((v) => v === undefined)) return present(current);
    const [row] = await tx
      .update(questionTemplates)
      .set(fields)
      .where(and(eq(questionTemplates.fk_Enterprise_ID, enterpriseId), eq(questionTemplates.pk_QuestionTemplate_ID, id)))
      .returning();
    return present(row);
  });
}

/** Soft delete (QuestionTemplate_Deleted = 1). */
export async function deleteQuestion(deps: Deps, actor: AuthContext, id: number): Promise<void> {
  const { enterpriseId } = actor;
  await withTransaction(deps, async ({ db: tx }) => {
    await loadQuestion(tx, enterpriseId, id);
    await tx
      .update(questionTemplates)
      .set({ QuestionTemplate_Deleted: 1 })
      .where(and(eq(questionTemplates.fk_Enterprise_ID, enterpriseId), eq(questionTemplates.pk_QuestionTemplate_ID, id)));
  });
}
