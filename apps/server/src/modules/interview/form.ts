import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MSG, checkFormValue, missingFields, missingMessage, type CandidateForm, type FormField, type FormValue, type FormValueInput } from '@candid/shared';
import type { Deps } from '../../context';
import type { DbOrTx } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { campaignLines, formAnswers } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import type { CandidateLine } from '../../actors';
import { formOfJob } from '../forms/service';
import { markFormSubmitted } from '../campaigns/candidate-lines';
import { placeById, placeCountries } from '../reference/places';
import { fileAnswerTypes, fileRules, fileWrongType, lockAnswerable } from './answers';
import { cleanFileName, fileTypeByContent, readFileUpload } from './resume';

/*
 * The candidate's application form (issue 29): after consent and before the questions, the job's
 * form, filled in as they go (a value per field replaces the last; an empty one clears it) and
 * submitted once every required field has a value. Each value keeps its field as it was, so a
 * later change to the form does not change what the candidate gave.
 */

type FormAnswerRow = typeof formAnswers.$inferSelect;

const ofLine = (line: CandidateLine) => and(eq(formAnswers.enterpriseId, line.enterpriseId), eq(formAnswers.campaignLineId, line.campaignLineId));
const lineRow = (line: CandidateLine) =>
  and(eq(campaignLines.enterpriseId, line.enterpriseId), eq(campaignLines.id, line.campaignLineId));

const noForm = () => new HttpError(404, MSG.formNoForm);

/** The job's form, or 404 when it has none. */
async function formOf(db: DbOrTx, line: CandidateLine) {
  const form = await formOfJob({ db }, { enterpriseId: line.enterpriseId, campaignId: line.campaignId });
  if (!form) throw noForm();
  return form;
}

function fieldOf(fields: readonly FormField[], fieldId: string): FormField {
  const field = fields.find((f) => f.id === fieldId);
  if (!field) throw new HttpError(404, MSG.formFieldUnknown, { fieldId: [MSG.formFieldUnknown] });
  return field;
}

/** The line's saved values that still fit their field (a field whose kind changed since is empty again). */
function valuesOf(fields: readonly FormField[], rows: FormAnswerRow[]): Record<string, FormValue> {
  const values: Record<string, FormValue> = {};
  for (const row of rows) {
    const field = fields.find((f) => f.id === row.fieldId);
    if (field && field.kind === row.field.kind) values[row.fieldId] = row.value;
  }
  return values;
}

async function rowsOf(db: DbOrTx, line: CandidateLine) {
  return db.select().from(formAnswers).where(ofLine(line)).orderBy(asc(formAnswers.id));
}

/** GET .../form: the job's form with what the candidate has given. */
export async function candidateForm({ db }: Deps, line: CandidateLine): Promise<CandidateForm> {
  const form = await formOf(db, line);
  const [[row], rows] = await Promise.all([
    db.select({ submittedAt: campaignLines.formSubmittedAt }).from(campaignLines).where(lineRow(line)),
    rowsOf(db, line),
  ]);
  return {
    name: form.name,
    description: form.description,
    fields: form.fields,
    values: valuesOf(form.fields, rows),
    submittedAt: row?.submittedAt ?? null,
    // A place field searches one country's places: the candidate picks it from these.
    placeCountries: form.fields.some((f) => f.kind === 'place') ? placeCountries() : [],
  };
}

/** A checked value as it is kept: a place with its name. */
function keptValue(field: FormField, input: FormValueInput): FormValue | null {
  const checked = checkFormValue(field, input);
  if (!checked.ok) throw new HttpError(400, checked.message, { [field.id]: [checked.message] });
  const value = checked.value;
  if (value?.kind !== 'place') return value;
  const place = placeById(value.placeId);
  if (!place) throw new HttpError(400, MSG.formPlaceUnknown, { [field.id]: [MSG.formPlaceUnknown] });
  return { kind: 'place', placeId: place.id, label: [place.place_name, place.region, place.country].filter(Boolean).join(', ') };
}

/** Writes, replaces or (null) clears one field's value; answers the replaced file's key, to delete after the commit. */
async function put(tx: DbOrTx, line: CandidateLine, field: FormField, value: FormValue | null, fileKey: string | null): Promise<string | null> {
  const [old] = await tx
    .select({ fileKey: formAnswers.fileKey })
    .from(formAnswers)
    .where(and(ofLine(line), eq(formAnswers.fieldId, field.id)));
  if (value === null) {
    await tx.delete(formAnswers).where(and(ofLine(line), eq(formAnswers.fieldId, field.id)));
  } else {
    const row = { enterpriseId: line.enterpriseId, campaignId: line.campaignId, campaignLineId: line.campaignLineId, fieldId: field.id, field, value, fileKey };
    await tx
      .insert(formAnswers)
      .values(row)
      .onConflictDoUpdate({ target: [formAnswers.enterpriseId, formAnswers.campaignLineId, formAnswers.fieldId], set: { ...row, updatedAt: sql`now()` } });
  }
  return old?.fileKey && old.fileKey !== fileKey ? old.fileKey : null;
}

/** PUT .../form/{fieldId}: saves (or, empty, clears) one field's value; 400 with details when it does not fit the field. */
export async function saveFormValue(deps: Deps<'media'>, line: CandidateLine, fieldId: string, input: FormValueInput) {
  const { value, replaced } = await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    await lockAnswerable(txDeps, line);
    const field = fieldOf((await formOf(tx, line)).fields, fieldId);
    const kept = keptValue(field, input);
    return { value: kept, replaced: await put(tx, line, field, kept, null) };
  });
  if (replaced) await deps.media.delete(replaced).catch(() => undefined);
  return { fieldId, value };
}

/**
 * POST .../form/{fieldId}/file: a file field's file (PDF, Word, PNG or JPEG by its content, up to
 * 10 MB); written first, the row swapped in one transaction, the replaced object deleted after.
 */
export async function saveFormFile(deps: Deps<'media'>, line: CandidateLine, fieldId: string, req: FastifyRequest) {
  // Checked before the body is read: a wrong field or a closed interview costs no upload.
  await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    await lockAnswerable(txDeps, line);
    const field = fieldOf((await formOf(tx, line)).fields, fieldId);
    if (field.kind !== 'file') throw new HttpError(400, MSG.formValueKindMismatch(field.kind), { [field.id]: [MSG.formValueKindMismatch(field.kind)] });
  });
  const upload = await readFileUpload(req, fileRules);
  const type = fileTypeByContent(upload.data, fileAnswerTypes);
  if (!type) throw fileWrongType();
  // Under the line's answers/ folder: erasure deletes the folder whatever the rows say.
  const key = `answers/${line.enterpriseId}/${line.campaignLineId}/form/${fieldId}-${randomUUID()}.${type.ext}`;
  await deps.media.put(key, upload.data, type.contentType);
  const value: FormValue = { kind: 'file', file: { name: cleanFileName(upload.fileName, `file.${type.ext}`), sizeBytes: upload.data.length, contentType: type.contentType } };
  let replaced: string | null;
  try {
    replaced = await withTransaction(deps, async (txDeps) => {
      const { db: tx } = txDeps;
      await lockAnswerable(txDeps, line);
      const field = fieldOf((await formOf(tx, line)).fields, fieldId);
      return put(tx, line, field, value, key);
    });
  } catch (err) {
    await deps.media.delete(key).catch(() => undefined);
    throw err;
  }
  if (replaced) await deps.media.delete(replaced).catch(() => undefined);
  return { fieldId, value };
}

/** The required fields of `fields` the line has no value for. */
async function missingOf(db: DbOrTx, line: CandidateLine, fields: readonly FormField[]): Promise<FormField[]> {
  return missingFields(fields, valuesOf(fields, await rowsOf(db, line)));
}

/** The required fields of the job's form still without a value (none without a form). */
export async function missingFormFields(deps: Deps, line: CandidateLine): Promise<FormField[]> {
  const form = await formOfJob(deps, { enterpriseId: line.enterpriseId, campaignId: line.campaignId });
  return form ? missingOf(deps.db, line, form.fields) : [];
}

/** POST .../form/submit: 400 naming each required field without a value; else the form is submitted (again: the same). */
export async function submitForm(deps: Deps, line: CandidateLine): Promise<CandidateForm> {
  await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    await lockAnswerable(txDeps, line);
    const missing = await missingOf(tx, line, (await formOf(tx, line)).fields);
    if (missing.length) throw new HttpError(400, MSG.formIncomplete, Object.fromEntries(missing.map((f) => [f.id, [missingMessage(f)]])));
    await markFormSubmitted(txDeps, line);
  });
  return candidateForm(deps, line);
}
