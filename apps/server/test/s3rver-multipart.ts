import fsp from 'node:fs/promises';
import path from 'node:path';
import S3rver from 's3rver';

/** What of a Koa context the added calls read and write. */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

/** s3rver keeps a multipart upload in a folder of its own: files 'key', 'metadata', '{n}' and '{n}.md5'. */
const uploadsFolder = (directory: string, bucket: string) => path.join(directory, bucket, '._S3rver_uploads');

/**
 * s3rver with the multipart calls it lacks and @tus/s3-store makes (answer uploads in progress):
 * ListParts, AbortMultipartUpload and ListMultipartUploads, read from s3rver's own upload folders.
 * `backdate` makes an upload look initiated `ms` ago (the clean-up's expiry); `failPartUploads`
 * makes S3 fail.
 */
export async function startMultipartS3(directory: string, bucket: string) {
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const uploads = uploadsFolder(directory, bucket);
  const koa = server as unknown as { middleware: Middleware[] };
  let partFailures = 0;
  const failParts: Middleware = async (ctx, next) => {
    if (partFailures > 0 && ctx.method === 'PUT' && 'partNumber' in ctx.query) {
      partFailures -= 1;
      ctx.status = 500;
      ctx.body = { Error: { Code: 'InternalError', Message: 'We encountered an internal error. Please try again.' } };
      return;
    }
    await next();
  };
  // Before s3rver's router (the last middleware), after its XML encoding of plain-object bodies.
  koa.middleware.splice(koa.middleware.length - 1, 0, failParts, multipartCalls(bucket, uploads));
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** The keys of the multipart uploads in progress. */
    async uploadsInProgress() {
      return (await listUploads(uploads)).map((u) => u.key);
    },
    /** The next `count` UploadPart calls fail with a 500. */
    failPartUploads(count: number) {
      partFailures = count;
    },
    async backdate(key: string, ms: number) {
      const when = new Date(Date.now() - ms);
      for (const u of await listUploads(uploads)) if (u.key === key) await fsp.utimes(path.join(uploads, u.uploadId, 'key'), when, when);
    },
    close: () => server.close(),
  };
}

async function listUploads(uploads: string) {
  const ids = await fsp.readdir(uploads).catch(() => [] as string[]);
  return Promise.all(
    ids.map(async (uploadId) => ({
      uploadId,
      key: await fsp.readFile(path.join(uploads, uploadId, 'key'), 'utf8'),
      initiated: (await fsp.stat(path.join(uploads, uploadId, 'key'))).mtime,
    })),
  );
}

function multipartCalls(bucket: string, uploads: string): Middleware {
  const noSuchUpload = (ctx: KoaContext) => {
    ctx.status = 404;
    ctx.body = { Error: { Code: 'NoSuchUpload', Message: 'The specified upload does not exist.' } };
  };
  return async (ctx, next) => {
    const [, pathBucket, ...keyParts] = ctx.path.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined;
    if (pathBucket !== bucket) return next();
    if (key === '' && ctx.method === 'GET' && 'uploads' in ctx.query) {
      const prefix = typeof ctx.query.prefix === 'string' ? ctx.query.prefix : '';
      const found = (await listUploads(uploads)).filter((u) => u.key.startsWith(prefix));
      ctx.body = {
        ListMultipartUploadsResult: {
          Bucket: bucket,
          IsTruncated: false,
          Upload: found.map((u) => ({ Key: u.key, UploadId: u.uploadId, Initiated: u.initiated.toISOString() })),
        },
      };
      return;
    }
    if (key === '' || !uploadId || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next();
    const folder = path.join(uploads, path.basename(uploadId));
    const names = await fsp.readdir(folder).catch(() => null);
    if (!names) return noSuchUpload(ctx);
    if (ctx.method === 'DELETE') {
      await fsp.rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const numbers = names.filter((n) => /^\d+$/.test(n)).map(Number).sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const stat = await fsp.stat(path.join(folder, String(n)));
        const md5 = await fsp.readFile(path.join(folder, `${n}.md5`), 'utf8');
        return { PartNumber: n, ETag: JSON.stringify(md5), Size: stat.size, LastModified: stat.mtime.toISOString() };
      }),
    );
    ctx.body = { ListPartsResult: { Bucket: bucket, Key: key, UploadId: uploadId, IsTruncated: false, Part: parts } };
  };
}
