import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Part } from '@aws-sdk/client-s3';
import { FileStore } from '@tus/file-store';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import { ERRORS, StreamSplitter, type DataStore, type KvStore } from '@tus/server';
import type { Config } from '../../config';
import { s3ClientConfig } from '../../platform/media/s3';

/** Unfinished uploads are dropped this long after they were created. */
export const UPLOAD_EXPIRY_MS = 7 * 24 * 3_600_000;
/** Where uploads in progress live in the bucket; finished answers go under answers/. */
export const UPLOADS_KEY_PREFIX = 'uploads/';

/** What the answer uploads need of a tus store beyond the protocol. */
interface UploadStoreExtras {
  /** Runs `use` with the finished upload as a file: the store's own, or a temporary copy removed after. */
  withFile<T>(id: string, use: (filePath: string) => Promise<T>): Promise<T>;
  /** Closes the store's connections. */
  close(): void;
}

export type UploadStore = DataStore & UploadStoreExtras;

export const uploadsDirectory = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'uploads');

/** Uploads as files under DATA_DIR/uploads: one machine, or replicas sharing the data directory. */
export class AnswerFileStore extends FileStore implements UploadStoreExtras {
  async withFile<T>(id: string, use: (filePath: string) => Promise<T>) {
    return use(path.join(this.directory, id));
  }

  close() {}
}

/** An object or multipart upload that is not there (any more). */
const isMissing = (err: unknown) => err instanceof Error && ['NoSuchKey', 'NoSuchUpload', 'NotFound'].includes(err.name);
const sizeOf = (parts: Part[]) => parts.reduce((sum, p) => sum + (p.Size ?? 0), 0);

/**
 * The object metadata of an upload's incomplete part (`{id}.part`, the bytes short of S3's 5 MiB
 * minimum part): the upload offset of its first byte. A part that starts before the end of the
 * multipart upload's parts is stale: its bytes went into a part since, before it could be replaced.
 */
const PART_START = 'tus-part-start';

/** No metadata cache: another replica may have declared the length or finished the upload since. */
const noCache: KvStore<MetadataValue> = {
  get: async () => undefined,
  set: async () => {},
  delete: async () => {},
};

/**
 * Uploads in the configured S3 bucket under uploads/ (@tus/s3-store: a multipart upload per
 * answer), so any replica can take the next chunk. Differs from the stock store where answers
 * need it:
 * - an incomplete part is never deleted before its bytes are stored again (the stock store deletes
 *   it first, and a crash or a failed S3 call then loses bytes the browser was told were stored and
 *   has dropped): it is replaced by a put, or left stale, marked by where it starts (PART_START);
 * - parts are sized for ANSWER_MAX_BYTES, not for S3's 5 TiB, when the length is still unknown;
 * - remove() also deletes the incomplete part and works on a completed upload.
 */
export class AnswerS3Store extends S3Store implements UploadStoreExtras {
  constructor(
    s3: NonNullable<Config['s3']>,
    private readonly maxSize: number,
  ) {
    super({
      s3ClientConfig: { ...s3ClientConfig(s3), bucket: s3.bucket },
      expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
      // Expiry is deleteExpired's (the clean-up job), not a bucket lifecycle rule on tags, which
      // several S3-compatible stores lack.
      useTags: false,
      cache: noCache,
    });
    // The stock store keys objects by upload id at the bucket's root: every key it names goes
    // under the prefix, and its listings (expired uploads) see only what is under it.
    this.client.middlewareStack.add(
      (next, context) => async (args) => {
        const listing = context.commandName === 'ListMultipartUploadsCommand' || context.commandName === 'ListObjectsV2Command';
        const result = await next({ ...args, input: underPrefix(args.input, listing) as typeof args.input });
        if (listing) stripPrefix(result.output);
        return result;
      },
      { step: 'initialize', name: 'answerUploadsKeyPrefix' },
    );
  }

  async withFile<T>(id: string, use: (filePath: string) => Promise<T>) {
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'candid-upload-'));
    try {
      const file = path.join(dir, 'recording');
      await pipeline(await this.read(id), fs.createWriteStream(file));
      return await use(file);
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  }

  /** The ids of the uploads whose id starts with `start`. */
  async idsStartingWith(start: string) {
    const ids = new Set<string>();
    let token: string | undefined;
    do {
      const page = await this.client.listObjectsV2({ Bucket: this.bucket, Prefix: start, ContinuationToken: token });
      for (const o of page.Contents ?? []) if (o.Key) ids.add(o.Key.replace(/\.(info|part)$/, ''));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return [...ids];
  }

  close() {
    this.client.destroy();
  }

  override async write(src: Readable, id: string, offset: number): Promise<number> {
    const metadata = await this.getMetadata(id);
    let parts: Part[];
    try {
      parts = await this.retrieveParts(id);
    } catch (err) {
      // Completed already (its multipart upload is gone): a last PATCH sent again takes nothing.
      if (isMissing(err) && metadata.file.size === offset) return offset;
      throw err;
    }
    const size = metadata.file.size;
    let partNumber = parts.at(-1)?.PartNumber ?? 0;
    // The offset of the next byte to store; tus checked that the client's offset is the upload's.
    let stored = sizeOf(parts);
    const scratch = await fsp.mkdtemp(path.join(os.tmpdir(), 'candid-upload-'));
    try {
      const pending = await this.takeIncompletePart(id, stored, scratch);
      const splitter = new StreamSplitter({ chunkSize: this.calcOptimalPartSize(size ?? this.maxSize), directory: scratch });
      // The splitter awaits this for each chunk: parts go up one at a time, in order, so an
      // incomplete part is put only after every full part before it.
      splitter.on('chunkFinished', async ({ path: chunk, size: length }: { path: string; size: number }) => {
        if (length >= this.minPartSize || stored + length === size) await this.uploadPart(metadata, fs.createReadStream(chunk), ++partNumber);
        else await this.putIncompletePart(id, chunk, stored);
        stored += length;
        await fsp.rm(chunk, { force: true });
      });
      await pipeline(pending ? Readable.from(concat(pending, src)) : src, splitter);
      if (stored === size) {
        await this.finishMultipartUpload(metadata, await this.retrieveParts(id));
        // Stale now (or never there): its bytes are in the object.
        await this.deleteIncompletePart(id);
      }
      return stored;
    } finally {
      await fsp.rm(scratch, { recursive: true, force: true });
    }
  }

  /** The incomplete part downloaded into `dir`, unless there is none or it is stale. */
  private async takeIncompletePart(id: string, stored: number, dir: string): Promise<string | undefined> {
    let object;
    try {
      object = await this.client.getObject({ Bucket: this.bucket, Key: this.partKey(id, true) });
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
    const body = object.Body as Readable;
    const start = object.Metadata?.[PART_START];
    if (start !== undefined && Number(start) !== stored) {
      body.destroy();
      return undefined;
    }
    const file = path.join(dir, 'incomplete');
    await pipeline(body, fs.createWriteStream(file));
    return file;
  }

  private async putIncompletePart(id: string, file: string, start: number) {
    await this.client.putObject({
      Bucket: this.bucket,
      Key: this.partKey(id, true),
      Body: fs.createReadStream(file),
      Metadata: { [PART_START]: String(start) },
    });
  }

  /** Counted in the upload's offset only while it is not stale. */
  protected override async getIncompletePartSize(id: string): Promise<number | undefined> {
    let head;
    try {
      head = await this.client.headObject({ Bucket: this.bucket, Key: this.partKey(id, true) });
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
    const start = head.Metadata?.[PART_START];
    if (start !== undefined && Number(start) !== sizeOf(await this.retrieveParts(id))) return undefined;
    return head.ContentLength;
  }

  override async remove(id: string) {
    let uploadId: string | undefined;
    try {
      uploadId = (await this.getMetadata(id))['upload-id'];
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
    if (uploadId) {
      // A completed upload has no multipart upload left to abort.
      await this.client.abortMultipartUpload({ Bucket: this.bucket, Key: id, UploadId: uploadId }).catch((err: unknown) => {
        if (!isMissing(err)) throw err;
      });
    }
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }, { Key: this.partKey(id, true) }] },
    });
    await this.clearCache(id);
    if (!uploadId) throw ERRORS.FILE_NOT_FOUND;
  }
}

/** The incomplete part's bytes, then the request's. */
async function* concat(file: string, rest: Readable) {
  yield* fs.createReadStream(file);
  yield* rest;
}

type KeyedInput = { Key?: unknown; Prefix?: unknown; Delete?: { Objects?: { Key?: string }[] } };

function underPrefix(input: object, listing: boolean): object {
  const i = input as KeyedInput;
  return {
    ...input,
    ...(typeof i.Key === 'string' ? { Key: UPLOADS_KEY_PREFIX + i.Key } : {}),
    ...(i.Delete?.Objects ? { Delete: { ...i.Delete, Objects: i.Delete.Objects.map((o) => ({ ...o, Key: UPLOADS_KEY_PREFIX + o.Key })) } } : {}),
    ...(listing ? { Prefix: UPLOADS_KEY_PREFIX + (typeof i.Prefix === 'string' ? i.Prefix : '') } : {}),
  };
}

function stripPrefix(output: object) {
  const o = output as { Uploads?: { Key?: string }[]; Contents?: { Key?: string }[] };
  for (const item of [...(o.Uploads ?? []), ...(o.Contents ?? [])]) {
    if (item.Key?.startsWith(UPLOADS_KEY_PREFIX)) item.Key = item.Key.slice(UPLOADS_KEY_PREFIX.length);
  }
}

/** The configured store: S3 when S3_BUCKET is set, else files under DATA_DIR/uploads. */
export function createUploadStore(config: Config): UploadStore {
  const directory = uploadsDirectory(config);
  return config.s3
    ? new AnswerS3Store(config.s3, config.answerMaxBytes)
    : new AnswerFileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
}

/** Runs `fn` with a store of its own, closed after (the clean-up job). */
export async function withUploadStore<T>(config: Config, fn: (store: UploadStore) => Promise<T>): Promise<T> {
  const store = createUploadStore(config);
  try {
    return await fn(store);
  } finally {
    store.close();
  }
}

/**
 * The ids of the uploads whose id starts with `start` ('{enterprise}-{line}-': a line's), in the
 * bucket when S3 is configured and in the upload directory in any case (where they were before).
 */
export async function uploadIdsStartingWith(config: Config, start: string): Promise<string[]> {
  const names = await fsp.readdir(uploadsDirectory(config)).catch(() => [] as string[]);
  const ids = names.filter((n) => n.startsWith(start)).map((n) => n.replace(/\.json$/, ''));
  if (config.s3) {
    const bucket = new AnswerS3Store(config.s3, config.answerMaxBytes);
    try {
      ids.push(...(await bucket.idsStartingWith(start)));
    } finally {
      bucket.close();
    }
  }
  return [...new Set(ids)];
}

/** Deletes uploads, wherever uploadIdsStartingWith finds them. Best effort: what is left expires. */
export async function removeUploads(config: Config, ids: string[]) {
  for (const id of ids) {
    for (const file of [id, `${id}.json`]) await fsp.rm(path.join(uploadsDirectory(config), file), { force: true }).catch(() => undefined);
  }
  if (config.s3 && ids.length) {
    const bucket = new AnswerS3Store(config.s3, config.answerMaxBytes);
    try {
      for (const id of ids) await bucket.remove(id).catch(() => undefined);
    } finally {
      bucket.close();
    }
  }
}
