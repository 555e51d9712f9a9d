/** One path segment of a media key: no leading dot, so no '..', no hidden files. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/**
 * Rejects anything that is not a plain relative key ('answers/3/17/uuid.mp4'): keys are made
 * by the server, but a bad one must never reach a path join or an S3 request.
 */
export function assertMediaKey(key: string): void {
  if (key.length === 0 || key.length > 500 || !key.split('/').every((s) => SEGMENT.test(s))) {
    throw new Error(`Invalid media key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

/** Content types by extension, for stores that were not told one. */
const TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

export function contentTypeOfKey(key: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return (ext && TYPES[ext]) || 'application/octet-stream';
}

/** Thrown by get() when the object does not exist. */
export class MediaNotFoundError extends Error {
  readonly code = 'MEDIA_NOT_FOUND';
  constructor(key: string) {
    super(`Media object not found: ${key}`);
  }
}
