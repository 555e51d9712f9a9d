import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_MAX_SIDE, MSG } from '@candid/shared';
import { HttpError, badRequest } from '../../http/errors';

/** The kinds of image accepted, by what their first bytes say (never by name or declared type). */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/**
 * Decoded pixels allowed before refusing (about 50 megapixels: any phone photo, no
 * decompression bomb: a tiny PNG can claim 100,000 × 100,000 pixels).
 */
export const IMAGE_MAX_INPUT_PIXELS = 50_000_000;

export const imageWrongType = () => badRequest(MSG.imageWrongType, { file: [MSG.imageWrongType] });
/** More bytes than IMAGE_UPLOAD_MAX_BYTES. */
export const imageTooLarge = () => new HttpError(413, MSG.imageTooLarge, { file: [MSG.imageTooLarge] });
/** Few bytes that decode to too many pixels. */
const imageTooManyPixels = () => badRequest(MSG.imageTooLarge, { file: [MSG.imageTooLarge] });

const startsWith = (data: Buffer, bytes: number[] | string, at = 0) => {
  const magic = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return data.length >= at + magic.length && data.subarray(at, at + magic.length).equals(magic);
};

/** The image type by magic bytes, or null (SVG, text, anything else). */
export function sniffImageType(data: Buffer): ImageType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, 'GIF87a') || startsWith(data, 'GIF89a')) return 'gif';
  if (startsWith(data, 'RIFF') && startsWith(data, 'WEBP', 8)) return 'webp';
  // An ISO-BMFF file whose ftyp box names an AVIF brand (major or compatible).
  if (startsWith(data, 'ftyp', 4)) {
    const boxSize = Math.min(data.readUInt32BE(0), data.length, 64);
    for (let at = 8; at + 4 <= boxSize; at += 4) {
      if (startsWith(data, 'avif', at) || startsWith(data, 'avis', at)) return 'avif';
    }
  }
  return null;
}

/** What sharp reports for each accepted type: the decoder must agree with the magic bytes. */
const DECODER_FORMAT: Record<ImageType, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif', avif: 'heif' };

/**
 * Checks and re-encodes an uploaded image: known magic bytes, a decoder that agrees, at most
 * IMAGE_MAX_INPUT_PIXELS; then turned upright by its EXIF orientation, fitted inside
 * IMAGE_MAX_SIDE (never enlarged) and written as a PNG without any metadata. Only the first
 * frame of an animation is kept. Returns the PNG and the first 16 hex digits of its SHA-256.
 */
export async function normaliseImage(data: Buffer): Promise<{ png: Buffer; hash: string; width: number; height: number }> {
  const type = sniffImageType(data);
  if (!type) throw imageWrongType();
  const input = () => sharp(data, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error', animated: false });
  const refused = (err: Error) => (/pixel limit/i.test(err.message) ? imageTooManyPixels() : imageWrongType());
  const meta = await input()
    .metadata()
    .catch((err: Error) => {
      throw refused(err);
    });
  if (meta.format !== DECODER_FORMAT[type]) throw imageWrongType();
  if ((meta.width ?? 0) * (meta.height ?? 0) > IMAGE_MAX_INPUT_PIXELS) throw imageTooManyPixels();
  const { data: png, info } = await input()
    .rotate()
    .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer({ resolveWithObject: true })
    .catch((err: Error) => {
      throw refused(err);
    });
  const hash = createHash('sha256').update(png).digest('hex').slice(0, 16);
  return { png, hash, width: info.width, height: info.height };
}
