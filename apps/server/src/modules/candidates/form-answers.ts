import { and, asc, eq } from 'drizzle-orm';
import type { FormAnswer } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { formAnswers } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { loadReviewableLine } from '../campaigns/review-scope';
import { formOfJob } from '../forms/service';

/*
 * A candidate's application form as reviewers read it (issue 29): each field as it was asked when
 * the candidate answered, in the order of the job's form (fields since removed come last).
 */

type Row = typeof formAnswers.$inferSelect;

/** The line's filled-in fields in the form's order; `fileUrl` names where a file is read. */
export async function formAnswersOf(deps: Deps, at: { enterpriseId: number; campaignId: number; lineId: number }, fileUrl: (row: Row) => string): Promise<FormAnswer[]> {
  const [form, rows] = await Promise.all([
    formOfJob(deps, { enterpriseId: at.enterpriseId, campaignId: at.campaignId }),
    deps.db
      .select()
      .from(formAnswers)
      .where(and(eq(formAnswers.enterpriseId, at.enterpriseId), eq(formAnswers.campaignLineId, at.lineId)))
      .orderBy(asc(formAnswers.id)),
  ]);
  const order = new Map((form?.fields ?? []).map((f, i) => [f.id, i]));
  const place = (r: Row) => order.get(r.fieldId) ?? Number.MAX_SAFE_INTEGER;
  return [...rows]
    .sort((a, b) => place(a) - place(b))
    .map((r) => ({
      fieldId: r.fieldId,
      label: r.field.label,
      kind: r.field.kind,
      ...('options' in r.field ? { options: r.field.options } : {}),
      identifying: r.field.identifying,
      value: r.value,
      fileUrl: r.fileKey && r.value.kind === 'file' ? fileUrl(r) : null,
      updatedAt: new Date(r.updatedAt).toISOString(),
    }));
}

/** GET /CampaignLine/{id}/Form */
export async function lineForm(deps: Deps, auth: AuthContext, lineId: number): Promise<FormAnswer[]> {
  const line = await loadReviewableLine(deps, auth, lineId);
  return formAnswersOf(deps, { enterpriseId: auth.enterpriseId, campaignId: line.campaignId, lineId }, (r) => `/api/CampaignLine/${lineId}/Form/${r.fieldId}/File`);
}

/** GET /CampaignLine/{id}/Form/{fieldId}/File: the media key and type of a form file, or 404. */
export async function lineFormFile(deps: Deps, auth: AuthContext, lineId: number, fieldId: string) {
  const { db } = deps;
  await loadReviewableLine(deps, auth, lineId);
  const [row] = await db
    .select()
    .from(formAnswers)
    .where(and(eq(formAnswers.enterpriseId, auth.enterpriseId), eq(formAnswers.campaignLineId, lineId), eq(formAnswers.fieldId, fieldId)));
  if (!row?.fileKey || row.value.kind !== 'file') throw notFound();
  return { key: row.fileKey, ...row.value.file };
}
