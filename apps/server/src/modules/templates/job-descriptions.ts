import { and, desc, eq } from 'drizzle-orm';
import {
  MSG,
  type JobDescriptionTemplate,
  type JobDescriptionTemplateInput,
  type JobDescriptionTemplateUpdate,
} from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import type { DbOrTx } from '../../db/client';
import { jobDescriptionTemplates } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { badRequest, notFound } from '../../http/errors';
import { htmlToText, sanitizeRichText } from '../../platform/html';

type Row = typeof jobDescriptionTemplates.$inferSelect;

async function loadJobDescription(db: DbOrTx, enterpriseId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(jobDescriptionTemplates)
    .where(
      and(
        eq(jobDescriptionTemplates.fk_Enterprise_ID, enterpriseId),
        eq(jobDescriptionTemplates.pk_JobDescription_ID, id),
        eq(jobDescriptionTemplates.JobDescription_Deleted, 0),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** The sanitized description; a new one must keep some text after cleaning ('Enter a description'). */
function cleanDescription(html: string, required: boolean): string {
  const clean = sanitizeRichText(html);
  if (!htmlToText(clean)) {
    if (required) throw badRequest(MSG.enterDescription, { Job_Description: [MSG.enterDescription] });
    return '';
  }
  return clean;
}

/** The enterprise's job-description templates, newest first. */
export async function listJobDescriptions(deps: Deps, actor: AuthContext): Promise<JobDescriptionTemplate[]> {
  const { enterpriseId } = actor;
  return deps.db
    .select()
    .from(jobDescriptionTemplates)
    .where(and(eq(jobDescriptionTemplates.fk_Enterprise_ID, enterpriseId), eq(jobDescriptionTemplates.JobDescription_Deleted, 0)))
    .orderBy(desc(jobDescriptionTemplates.pk_JobDescription_ID));
}

export async function getJobDescription(deps: Deps, actor: AuthContext, id: number): Promise<JobDescriptionTemplate> {
  const { enterpriseId } = actor;
  return loadJobDescription(deps.db, enterpriseId, id);
}

export async function createJobDescription(
  deps: Deps,
  actor: AuthContext,
  input: JobDescriptionTemplateInput,
): Promise<JobDescriptionTemplate> {
  const [row] = await deps.db
    .insert(jobDescriptionTemplates)
    .values({
      Job_Name: input.Job_Name,
      Job_Description: cleanDescription(input.Job_Description, true),
      fk_Enterprise_ID: actor.enterpriseId,
      fk_User_ID: actor.userId,
    })
    .returning();
  return row;
}

/**
 * Renames or rewrites a template (SPEC §4): an empty description clears it, and
 * JobDescription_Deleted 1 deletes it. Saving the same values again changes nothing.
 */
export async function updateJobDescription(
  deps: Deps,
  actor: AuthContext,
  input: JobDescriptionTemplateUpdate,
): Promise<JobDescriptionTemplate> {
  const { enterpriseId } = actor;
  return withTransaction(deps, async ({ db: tx }) => {
    const current = await loadJobDescription(tx, enterpriseId, input.pk_JobDescription_ID);
    const { pk_JobDescription_ID: id, Job_Description: description, ...rest } = input;
    const fields = { ...rest, ...(description !== undefined ? { Job_Description: cleanDescription(description, false) } : {}) };
    if (Object.keys(fields).length === 0) return current;
    const [row] = await tx
      .update(jobDescriptionTemplates)
      .set(fields)
      .where(and(eq(jobDescriptionTemplates.fk_Enterprise_ID, enterpriseId), eq(jobDescriptionTemplates.pk_JobDescription_ID, id)))
      .returning();
    return row;
  });
}

/** Soft delete (JobDescription_Deleted = 1). */
export async function deleteJobDescription(deps: Deps, actor: AuthContext, id: number): Promise<void> {
  const { enterpriseId } = actor;
  await withTransaction(deps, async ({ db: tx }) => {
    await loadJobDescription(tx, enterpriseId, id);
    await tx
      .update(jobDescriptionTemplates)
      .set({ JobDescription_Deleted: 1 })
      .where(and(eq(jobDescriptionTemplates.fk_Enterprise_ID, enterpriseId), eq(jobDescriptionTemplates.pk_JobDescription_ID, id)));
  });
}
