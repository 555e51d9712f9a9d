import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { INTERVIEW_LIMITS, MSG } from '@candid/shared';
import type { Deps } from '../../context';
import { withTransaction } from '../../db/transaction';
import { campaignLines, candidateResumes } from '../../db/schema/index';
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../http/errors';
import type { CandidateLine } from '../../actors';

type ResumeExtension = (typeof INTERVIEW_LIMITS.resumeExtensions)[number];
/** The file types the interview accepts by content: resumes (PDF, DOCX, DOC) and file answers (those and PNG, JPEG). */
export type FileExtension = ResumeExtension | 'png' | 'jpg';

/** What each accepted type must start with (DESIGN §8: extension and magic bytes). */
const FILE_TYPES: Record<FileExtension, { magic: Buffer; contentType: string }> = {
  pdf: { magic: Buffer.from('%PDF-', 'latin1'), contentType: 'application/pdf' },
  // A DOCX is a zip package whose parts live under word/.
  docx: { magic: Buffer.from([0x50, 0x4b, 0x03, 0x04]), contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  // A DOC is an OLE2 compound file.
  doc: { magic: Buffer.from('D0CF11E0A1B11AE1', 'hex'), contentType: 'application/msword' },
  png: { magic: Buffer.from('89504E470D0A1A0A', 'hex'), contentType: 'image/png' },
  jpg: { magic: Buffer.from([0xff, 0xd8, 0xff]), contentType: 'image/jpeg' },
};

/** Whether the bytes are a file of this type (its magic bytes; a DOCX's zip also names word/). */
function hasContentOf(ext: FileExtension, data: Buffer): boolean {
  const { magic } = FILE_TYPES[ext];
  if (data.length < magic.length || !data.subarray(0, magic.length).equals(magic)) return false;
  return ext !== 'docx' || data.includes('word/');
}

/** The first of `allowed` whose content the bytes have, whatever the file is called; null for none. */
export function fileTypeByContent(data: Buffer, allowed: readonly FileExtension[]): { ext: FileExtension; contentType: string } | null {
  const ext = allowed.find((e) => hasContentOf(e, data));
  return ext ? { ext, contentType: FILE_TYPES[ext].contentType } : null;
}

const interviewCompleted = () => new HttpError(409, MSG.answerInterviewCompleted);
export const resumeTooLarge = () => new HttpError(413, MSG.resumeTooLarge, { file: [MSG.resumeTooLarge] });
export const resumeWrongType = () => new HttpError(415, MSG.resumeWrongType, { file: [MSG.resumeWrongType] });

/** The errors of one kind of upload. */
export interface UploadRules {
  maxBytes: number;
  tooLarge: () => HttpError;
  wrongType: () => HttpError;
}
const resumeRules: UploadRules = { maxBytes: INTERVIEW_LIMITS.resumeMaxBytes, tooLarge: resumeTooLarge, wrongType: resumeWrongType };

/**
 * Reads the multipart field 'file' into memory, at most `rules.maxBytes` (413 beyond, 415 when
 * the request is not multipart, 400 without the field).
 */
export async function readFileUpload(req: FastifyRequest, rules: UploadRules): Promise<{ fileName: string; data: Buffer }> {
  if (!req.isMultipart()) throw rules.wrongType();
  const missing = () => badRequest(MSG.resumeMissing, { file: [MSG.resumeMissing] });
  const part = await req.file({ limits: { fileSize: rules.maxBytes, files: 1, fields: 10, parts: 20 } }).catch(() => {
    throw missing();
  });
  if (!part || part.fieldname !== 'file') throw missing();
  const data = await part.toBuffer().catch((err: { code?: string }) => {
    throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? rules.tooLarge() : badRequest(MSG.validationFailed, { file: ['The upload was interrupted.'] });
  });
  return { fileName: part.filename, data };
}

/** The resume upload: PDF, DOCX or DOC up to resumeMaxBytes. */
export const readResumeUpload = (req: FastifyRequest) => readFileUpload(req, resumeRules);

/** The file name as shown back to people: no path, no control characters, at most 255 characters. */
export function cleanFileName(name: string, fallback = 'resume'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters from a file name
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-255) || fallback;
}

/** The resume's extension when its name and its first bytes agree on PDF, DOCX or DOC; else 415. */
export function resumeTypeOf(fileName: string, data: Buffer): { ext: ResumeExtension; contentType: string } {
  const ext = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (!ext || !(INTERVIEW_LIMITS.resumeExtensions as readonly string[]).includes(ext)) throw resumeWrongType();
  if (!hasContentOf(ext as ResumeExtension, data)) throw resumeWrongType();
  return { ext: ext as ResumeExtension, contentType: FILE_TYPES[ext as ResumeExtension].contentType };
}

/**
 * Stores a candidate's resume under a generated key and makes it their only resume: the new
 * object is written first, the rows are swapped in one transaction, and the old objects are
 * deleted after the commit (a failed swap deletes the new object instead).
 */
export async function saveResume(deps: Deps<'media'>, line: CandidateLine, file: { fileName: string; data: Buffer }) {
  if (line.completedAt) throw interviewCompleted();
  const name = cleanFileName(file.fileName);
  const { ext, contentType } = resumeTypeOf(name, file.data);
  const key = `resumes/${line.enterpriseId}/${line.campaignLineId}/${randomUUID()}.${ext}`;
  await deps.media.put(key, file.data, contentType);
  const ofLine = and(eq(candidateResumes.enterpriseId, line.enterpriseId), eq(candidateResumes.campaignLineId, line.campaignLineId));
  let saved: { row: typeof candidateResumes.$inferSelect; oldKeys: string[] };
  try {
    saved = await withTransaction(deps, async ({ db: tx }) => {
      // Completion takes the same lock: a resume cannot change what reviewers already see.
      const [current] = await tx
        .select({ completedAt: campaignLines.completedAt })
        .from(campaignLines)
        .where(and(eq(campaignLines.enterpriseId, line.enterpriseId), eq(campaignLines.id, line.campaignLineId)))
        .for('update');
      if (current?.completedAt) throw interviewCompleted();
      const old = await tx.delete(candidateResumes).where(ofLine).returning({ key: candidateResumes.fileKey });
      const [row] = await tx
        .insert(candidateResumes)
        .values({
          enterpriseId: line.enterpriseId,
          campaignId: line.campaignId,
          campaignLineId: line.campaignLineId,
          fileKey: key,
          originalName: name,
          mimeType: contentType,
          sizeBytes: file.data.length,
        })
        .returning();
      return { row, oldKeys: old.map((o) => o.key) };
    });
  } catch (err) {
    await deps.media.delete(key).catch(() => undefined);
    throw err;
  }
  for (const oldKey of saved.oldKeys) await deps.media.delete(oldKey).catch(() => undefined);
  return { name: saved.row.originalName, sizeBytes: saved.row.sizeBytes, uploadedAt: saved.row.createdAt };
}
