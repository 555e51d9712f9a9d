import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { assertMediaKey, MediaNotFoundError } from './keys';
import type { ByteRange, MediaObjectInfo, MediaStore } from './types';

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/** The client settings for the configured store; answer uploads in progress (tus) use them too. */
export function s3ClientConfig(s3: NonNullable<Config['s3']>): S3ClientConfig {
  return {
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    // Checksums only where S3 requires them: the default streams bodies as aws-chunked with a
    // checksum trailer, which several S3-compatible stores (s3rver, older MinIO) store verbatim.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
  };
}

/** Media in any S3-compatible store (AWS S3, MinIO, s3rver); ranges via GetObject Range. */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(s3: NonNullable<Config['s3']>) {
    this.bucket = s3.bucket;
    this.client = new S3Client(s3ClientConfig(s3));
  }

  async putFile(key: string, filePath: string, contentType: string) {
    assertMediaKey(key);
    const { size } = await fsp.stat(filePath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: fs.createReadStream(filePath),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  async put(key: string, body: Buffer | Readable, contentType: string) {
    assertMediaKey(key);
    // PutObject needs a length; a stream is collected first (callers stream only small objects).
    const bytes = Buffer.isBuffer(body) ? body : Buffer.concat(await body.toArray());
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentLength: bytes.length, ContentType: contentType }),
    );
  }

  async stat(key: string): Promise<MediaObjectInfo | null> {
    assertMediaKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    assertMediaKey(key);
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!(out.Body instanceof Readable)) throw new Error('S3 GetObject returned no stream');
      return out.Body;
    } catch (err) {
      if (isMissing(err)) throw new MediaNotFoundError(key);
      throw err;
    }
  }

  async download(key: string, filePath: string) {
    await pipeline(await this.get(key), fs.createWriteStream(filePath));
    return filePath;
  }

  async delete(key: string) {
    assertMediaKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async list(prefix: string) {
    if (prefix !== '') assertMediaKey(prefix.replace(/\/$/, ''));
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async ping() {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** Closes the HTTP connections (tests, shutdown). */
  destroy() {
    this.client.destroy();
  }
}
