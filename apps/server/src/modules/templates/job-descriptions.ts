import { and, desc, eq } from 'drizzle-orm';
import { MSG, type JobDescriptionTemplateInput, type JobDescriptionTemplateUpdate } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import type { DbOrTx } from '../../db/client';
import { jobDescriptionTemplates } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { badRequest, notFound } from '../../http/errors';
import { wireNameOf } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import { htmlToText, sanitizeRichText } from '../../platform/html';
import type { JobDescriptionFieldsOf } from './wire';

type Row = typeof jobDescriptionTemplates.$inferSelect;
/** A new job-description template (POST /JobDescription) with the domain's names. */
export type NewJobDescription = JobDescriptionFieldsOf<JobDescriptionTemplateInput>;
/** A job-description template's changed fields (PUT /JobDescription) with the domain's names. */
export type JobDescriptionChange = JobDescriptionFieldsOf<JobDescriptionTemplateUpdate>;

async function loadJobDescription(db: DbOrTx, enterpriseId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(jobDescriptionTemplates)
    .where(
      and(
        eq(jobDescriptionTemplates.enterpriseId, enterpriseId),
        eq(jobDescriptionTemplates.id, id),
        eq(jobDescriptionTemplates.deleted, 0),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** The sanitized description; a new one must keep some text after cleaning ('Enter a description'). */
function cleanDescription(html: string, required: boolean): string {
  const clean = sanitizeRichText(html);
  if (!htmlToText(clean)) {
    if (required) throw badRequest(MSG.enterDescription, { [wireNameOf(wireNames.jobDescriptionTemplates, 'jobDescription')]: [MSG.enterDescription] });
    return '';
  }
  return clean;
}

/** The enterprise's job-description templates, newest first. */
export async function listJobDescriptions(deps: Deps, actor: AuthContext): Promise<Row[]> {
  const { enterpriseId } = actor;
  return deps.db
    .select()
    .from(jobDescriptionTemplates)
    .where(and(eq(jobDescriptionTemplates.enterpriseId, enterpriseId), eq(jobDescriptionTemplates.deleted, 0)))
    .orderBy(desc(jobDescriptionTemplates.id));
}

export async function getJobDescription(deps: Deps, actor: AuthContext, id: number): Promise<Row> {
  const { enterpriseId } = actor;
  return loadJobDescription(deps.db, enterpriseId, id);
}

export async function createJobDescription(
  deps: Deps,
  actor: AuthContext,
  input: NewJobDescription,
): Promise<Row> {
  const [row] = await deps.db
    .insert(jobDescriptionTemplates)
    .values({
      jobName: input.jobName,
      jobDescription: cleanDescription(input.jobDescription, true),
      enterpriseId: actor.enterpriseId,
      userId: actor.userId,
    })
    .returning();
  return row;
}

/**
 * Renames or rewrites a template (SPEC §4): an empty description clears it, and
 * deleted 1 deletes it. Saving the same values again changes nothing.
 */
export async function updateJobDescription(
  deps: Deps,
  actor: AuthContext,
  input: JobDescriptionChange,
): Promise<Row> {
  const { enterpriseId } = actor;
  return withTransaction(deps, async ({ db: tx }) => {
    const current = await loadJobDescription(tx, enterpriseId, input.id);
    const { id, jobDescription: description, ...rest } = input;
    const fields = { ...rest, ...(description !== undefined ? { jobDescription: cleanDescription(description, false) } : {}) };
    if (Object.keys(fields).length === 0) return current;
    const [row] = await tx
      .update(jobDescriptionTemplates)
      .set(fields)
      .where(and(eq(jobDescriptionTemplates.enterpriseId, enterpriseId), eq(jobDescriptionTemplates.id, id)))
      .returning();
    return row;
  });
}

/** Soft delete (deleted = 1). */
export async function deleteJobDescription(deps: Deps, actor: AuthContext, id: number): Promise<void> {
  const { enterpriseId } = actor;
  await withTransaction(deps, async ({ db: tx }) => {
    await loadJobDescription(tx, enterpriseId, id);
    await tx
      .update(jobDescriptionTemplates)
      .set({ deleted: 1 })
      .where(and(eq(jobDescriptionTemplates.enterpriseId, enterpriseId), eq(jobDescriptionTemplates.id, id)));
  });
}
