import type { FastifyRequest } from 'fastify';
import { IMAGE_UPLOAD_MAX_BYTES, MSG } from '@candid/shared';
import { badRequest } from '../../http/errors';
import { imageTooLarge } from './decode';

const missing = () => badRequest(MSG.uploadImage, { file: [MSG.uploadImage] });

/**
 * Reads the multipart part `file` into memory. The stream is limited to IMAGE_UPLOAD_MAX_BYTES:
 * beyond it the part is cut off and the rest of the body discarded, never buffered (413).
 */
export async function readImageUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw missing();
  const part = await req.file({ limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 20 } }).catch(() => {
    throw missing();
  });
  if (!part || part.fieldname !== 'file') throw missing();
  const data = await part.toBuffer().catch((err: { code?: string }) => {
    throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? imageTooLarge() : badRequest(MSG.validationFailed, { file: ['The upload was interrupted.'] });
  });
  if (data.length === 0) throw missing();
  return data;
}
