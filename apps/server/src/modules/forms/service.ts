import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { MSG, type ApplicationForm, type ApplicationFormInput } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import type { DbOrTx } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { applicationForms, campaigns } from '../../db/schema/index';
import { HttpError, notFound } from '../../http/errors';
import { loadCampaign } from '../campaigns/service';

/*
 * Application forms (issue 29, /custom-form): a company's reusable forms, the one new jobs start
 * with, and the form each job's candidates fill in (campaigns.formId). This module is the only
 * writer of application_forms (a job's choice of form is the campaigns module's); what candidates fill in is the interview's (modules/interview/form.ts).
 */

type FormRow = typeof applicationForms.$inferSelect;

const iso = (value: string) => new Date(value).toISOString();

/** The form as the wire names it. */
function present(row: FormRow, jobCount: number): ApplicationForm {
  return {
    pk_Form_ID: row.id,
    Form_Name: row.name,
    Form_Description: row.description,
    Form_Fields: row.fields,
    Form_IsDefault: row.isDefault,
    Form_JobCount: jobCount,
    Form_DateOfCreation: iso(row.createdAt),
    Form_DateOfLastUpdate: iso(row.updatedAt),
  };
}

/** Live jobs using each of the forms. */
async function jobCounts(db: DbOrTx, enterpriseId: number, formIds: number[]): Promise<Map<number, number>> {
  if (!formIds.length) return new Map();
  const rows = await db
    .select({ formId: campaigns.formId, jobs: count() })
    .from(campaigns)
    .where(and(eq(campaigns.enterpriseId, enterpriseId), eq(campaigns.deleted, 0), inArray(campaigns.formId, formIds)))
    .groupBy(campaigns.formId);
  return new Map(rows.map((r) => [r.formId!, r.jobs]));
}

async function loadForm(db: DbOrTx, enterpriseId: number, id: number, { lock = false } = {}): Promise<FormRow> {
  const query = db
    .select()
    .from(applicationForms)
    .where(and(eq(applicationForms.enterpriseId, enterpriseId), eq(applicationForms.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

async function presentOne(db: DbOrTx, row: FormRow) {
  return present(row, (await jobCounts(db, row.enterpriseId, [row.id])).get(row.id) ?? 0);
}

/** GET /Form: the company's forms, the default first, then by name. */
export async function listForms({ db }: Deps, actor: AuthContext): Promise<ApplicationForm[]> {
  const rows = await db
    .select()
    .from(applicationForms)
    .where(eq(applicationForms.enterpriseId, actor.enterpriseId))
    .orderBy(sql`${applicationForms.isDefault} desc`, asc(applicationForms.name), asc(applicationForms.id));
  const counts = await jobCounts(db, actor.enterpriseId, rows.map((r) => r.id));
  return rows.map((r) => present(r, counts.get(r.id) ?? 0));
}

export async function getForm({ db }: Deps, actor: AuthContext, id: number): Promise<ApplicationForm> {
  return presentOne(db, await loadForm(db, actor.enterpriseId, id));
}

/** Clears the company's default, so that another form can take it (one per company: a unique index). */
async function clearDefault(tx: DbOrTx, enterpriseId: number) {
  await tx
    .update(applicationForms)
    .set({ isDefault: false })
    .where(and(eq(applicationForms.enterpriseId, enterpriseId), eq(applicationForms.isDefault, true)));
}

/** POST /Form. The company's first form becomes its default unless the input says otherwise. */
export async function createForm(deps: Deps, actor: AuthContext, input: ApplicationFormInput): Promise<ApplicationForm> {
  return withTransaction(deps, async ({ db: tx }) => {
    const [{ forms }] = await tx.select({ forms: count() }).from(applicationForms).where(eq(applicationForms.enterpriseId, actor.enterpriseId));
    const isDefault = input.Form_IsDefault ?? forms === 0;
    if (isDefault) await clearDefault(tx, actor.enterpriseId);
    const [row] = await tx
      .insert(applicationForms)
      .values({
        enterpriseId: actor.enterpriseId,
        name: input.Form_Name,
        description: input.Form_Description || null,
        fields: input.Form_Fields,
        isDefault,
        createdBy: actor.userId,
      })
      .returning();
    return present(row, 0);
  });
}

/** PUT /Form/{id}: the whole form. Answers already given keep the field as it was. */
export async function updateForm(deps: Deps, actor: AuthContext, id: number, input: ApplicationFormInput): Promise<ApplicationForm> {
  return withTransaction(deps, async ({ db: tx }) => {
    const before = await loadForm(tx, actor.enterpriseId, id, { lock: true });
    const isDefault = input.Form_IsDefault ?? before.isDefault;
    if (isDefault && !before.isDefault) await clearDefault(tx, actor.enterpriseId);
    const [row] = await tx
      .update(applicationForms)
      .set({ name: input.Form_Name, description: input.Form_Description || null, fields: input.Form_Fields, isDefault })
      .where(eq(applicationForms.id, before.id))
      .returning();
    return presentOne(tx, row);
  });
}

/** PUT /Form/{id}/Default: the form new jobs start with. */
export async function makeDefault(deps: Deps, actor: AuthContext, id: number): Promise<ApplicationForm> {
  return withTransaction(deps, async ({ db: tx }) => {
    const before = await loadForm(tx, actor.enterpriseId, id, { lock: true });
    if (!before.isDefault) await clearDefault(tx, actor.enterpriseId);
    const [row] = await tx.update(applicationForms).set({ isDefault: true }).where(eq(applicationForms.id, id)).returning();
    return presentOne(tx, row);
  });
}

/**
 * DELETE /Form/{id}: 409 while a live job uses it (the recruiter chooses another form for those
 * first). What candidates filled in stays with them: each answer keeps its field.
 */
export async function deleteForm(deps: Deps, actor: AuthContext, id: number): Promise<void> {
  await withTransaction(deps, async ({ db: tx }) => {
    const form = await loadForm(tx, actor.enterpriseId, id, { lock: true });
    const jobs = (await jobCounts(tx, actor.enterpriseId, [form.id])).get(form.id) ?? 0;
    if (jobs) throw new HttpError(409, MSG.formInUse(jobs), { id: [MSG.formInUse(jobs)] });
    // A deleted job may still name it: form ids are never reused, and formOfJob finds no form.
    await tx.delete(applicationForms).where(eq(applicationForms.id, form.id));
  });
}

/** GET /Campaign/{id}/Form: the job's form, or none. */
export async function jobForm(deps: Deps, actor: AuthContext, campaignId: number) {
  const { db } = deps;
  await loadCampaign(deps, actor, campaignId);
  const row = await formOfJob(deps, { enterpriseId: actor.enterpriseId, campaignId });
  return row ? { formId: row.id, form: await presentOne(db, row) } : { formId: null, form: null };
}

/** The fields a job's candidates fill in (none without a form): the interview's read. */
export async function formOfJob({ db }: Deps, job: { enterpriseId: number; campaignId: number }): Promise<FormRow | null> {
  const [row] = await db
    .select(getTableColumns(applicationForms))
    .from(campaigns)
    .innerJoin(applicationForms, and(eq(applicationForms.id, campaigns.formId), eq(applicationForms.enterpriseId, campaigns.enterpriseId)))
    .where(and(eq(campaigns.enterpriseId, job.enterpriseId), eq(campaigns.id, job.campaignId)));
  return row ?? null;
}

