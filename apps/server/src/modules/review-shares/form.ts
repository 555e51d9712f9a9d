import { and, eq } from 'drizzle-orm';
import { formValueText, isIdentifying, type ShareFormAnswer } from '@candid/shared';
import type { Deps } from '../../context';
import { formAnswers } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { formAnswersOf } from '../candidates/form-answers';
import { sharedLine } from './guest';
import type { ShareRow } from './service';

/*
 * A shared candidate's application form (issue 29). An anonymised link leaves out every field
 * that identifies the person: email, phone, web address and files always, and any field the
 * recruiter marked so (a name, say).
 */

/** The line's form as the guest reads it. */
export async function sharedForm(deps: Deps, share: ShareRow, line: { lineId: number; ref: string }, base: string): Promise<ShareFormAnswer[]> {
  const answers = await formAnswersOf(
    deps,
    { enterpriseId: share.enterpriseId, campaignId: share.campaignId, lineId: line.lineId },
    (r) => `${base}/form-files/${line.ref}/${r.fieldId}`,
  );
  return answers
    .filter((a) => !share.anonymised || !isIdentifying(a))
    .map((a) => ({
      fieldId: a.fieldId,
      label: a.label,
      answerText: formValueText(a, a.value),
      fileUrl: a.fileUrl,
    }));
}

/** GET /share/{token}/form-files/{ref}/{fieldId}: a shared candidate's form file; 404 on an anonymised link. */
export async function shareFormFile(deps: Deps, share: ShareRow, { ref, fieldId }: { ref: string; fieldId: string }) {
  const { db } = deps;
  if (share.anonymised) throw notFound();
  const lineId = await sharedLine(deps, share, ref);
  const [row] = await db
    .select()
    .from(formAnswers)
    .where(and(eq(formAnswers.enterpriseId, share.enterpriseId), eq(formAnswers.campaignLineId, lineId), eq(formAnswers.fieldId, fieldId)));
  if (!row?.fileKey || row.value.kind !== 'file') throw notFound();
  return { lineId, key: row.fileKey, ...row.value.file };
}
