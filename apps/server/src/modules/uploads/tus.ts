import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, Server } from '@tus/server';
import { INTERVIEW_LIMITS, MSG, type ApiResponse } from '@candid/shared';
import type { Deps } from '../../context';
import type { questionResponses } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import * as service from './service';
import { FaultyFileStore } from './fault';
import type { UploadLocker } from './lock';
import { UPLOAD_EXPIRY_MS, createUploadStore, uploadsDirectory, withUploadStore, type UploadStore } from './store';
import { definePeriodicJob } from '../../platform/queue/define';

/** Abandoned answer uploads are cleaned up every 6 hours. */
export const uploadsCleanupJob = definePeriodicJob({ name: 'uploads.cleanup', every: 6 * 3_600_000, run: (deps: Deps<'config'>) => cleanUpUploads(deps) });

/**
 * The 'uploads.cleanup' job: partial uploads past their expiry leave the store (the bucket or the
 * upload directory), and answers whose upload never finished are marked failed.
 */
export async function cleanUpUploads(deps: Deps<'config'>) {
  await withUploadStore(deps.config, (store) => store.deleteExpired());
  await service.failStaleAnswers(deps, new Date(Date.now() - UPLOAD_EXPIRY_MS));
}

/** A tus hook's refusal: tus sends `status_code` and `body`; the body is our wrapper. */
const tusError = (err: HttpError) => ({ status_code: err.status, body: JSON.stringify(wrapperOf(err.status, err.message, err.details)) });

function wrapperOf(status: number, message: string, details?: Record<string, string[]>): ApiResponse<null> {
  return { successful: false, status, data: null, message, ...(details ? { details } : {}) };
}

export interface AnswerTus {
  server: Server;
  store: UploadStore;
  /**
   * Hands a checked request to tus and writes its answer (the reply is hijacked). `plan` is the
   * checked creation; `settle` runs with tus's status before the client hears it.
   */
  forward(request: FastifyRequest, reply: FastifyReply, opts?: { plan?: service.AnswerUploadPlan; settle?: (status: number) => Promise<void> }): Promise<void>;
  /** Turns a complete upload into a stored answer and removes it from the tus store. */
  finish(uploadId: string): Promise<typeof questionResponses.$inferSelect>;
}

/**
 * The tus 1.0 server for answers (DESIGN §6.3): uploads in the S3 bucket under uploads/ when S3 is
 * configured, else under DATA_DIR/uploads, so a restart resumes them, and so does another replica
 * (the bucket, or a data directory the replicas share); `locker` keeps two replicas from writing
 * one upload at once. Fastify does the auth and the business checks first and passes the result
 * in; tus keeps the protocol (offsets, deferred length, locks). Upload URLs are relative
 * ('/api/uploads/answers/{id}'): always same-origin, whatever host or proxy the client used.
 */
export function createAnswerTus(deps: Deps<'config' | 'media' | 'queue'>, log: FastifyBaseLogger, locker: UploadLocker): AnswerTus {
  // A crash point for the zero-loss tests (CANDID_FAULT); config.ts refuses it outside NODE_ENV=test.
  const fault = deps.config.env === 'test' && !deps.config.s3 ? deps.config.uploadFault : undefined;
  const store: UploadStore = fault
    ? new FaultyFileStore({ directory: uploadsDirectory(deps.config), expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS }, fault)
    : createUploadStore(deps.config);
  const plans = new WeakMap<Request, service.AnswerUploadPlan>();
  const publicOrigin = new URL(deps.config.publicUrl).origin;

  const server = new Server({
    path: INTERVIEW_LIMITS.uploadPath,
    datastore: store,
    locker,
    relativeLocation: true,
    maxSize: deps.config.answerMaxBytes,
    allowedOrigins: (origin) => origin === publicOrigin,
    allowedHeaders: [INTERVIEW_LIMITS.tokenHeader],
    disableTerminationForFinishedUploads: true,
    namingFunction: (req) => {
      const plan = plans.get(req);
      if (!plan) throw tusError(new HttpError(401, MSG.unauthorized));
      return service.newUploadId(plan);
    },
    onUploadCreate: async (req, upload) => {
      const plan = plans.get(req);
      if (!plan) throw tusError(new HttpError(401, MSG.unauthorized));
      try {
        await service.createAnswerAttempt(deps, plan, upload.id);
      } catch (err) {
        throw err instanceof HttpError ? tusError(err) : err;
      }
      return {};
    },
    onResponseError: (_req, err) => {
      // Refusals carry a status; anything else is a fault of ours (store, database): log it.
      if (err instanceof Error && !('status_code' in err)) log.error({ err }, 'tus upload request failed');
      return undefined;
    },
    onUploadFinish: async (_req, upload) => {
      try {
        await finish(upload.id);
      } catch (err) {
        throw err instanceof HttpError ? tusError(err) : err;
      }
      return {};
    },
  });

  async function finish(uploadId: string) {
    try {
      const answer = await store.withFile(uploadId, (filePath) => service.finishAnswerUpload(deps, uploadId, filePath));
      await removeUpload(uploadId);
      return answer;
    } catch (err) {
      // A refused recording (wrong type) is not kept; other failures keep the bytes for a retry.
      if (err instanceof HttpError && err.status === 415) await removeUpload(uploadId).catch(() => undefined);
      throw err;
    }
  }

  /** Gone already is fine: the last PATCH and a HEAD's repair can both finish an upload. */
  async function removeUpload(uploadId: string) {
    await store.remove(uploadId).catch((err: unknown) => {
      if (err !== ERRORS.FILE_NOT_FOUND) throw err;
    });
  }

  async function forward(
    request: FastifyRequest,
    reply: FastifyReply,
    opts: { plan?: service.AnswerUploadPlan; settle?: (status: number) => Promise<void> } = {},
  ) {
    const web = toWebRequest(request);
    if (opts.plan) plans.set(web, opts.plan);
    reply.hijack();
    let response: Response;
    try {
      response = await server.handleWeb(web);
      await opts.settle?.(response.status);
    } catch (err) {
      request.log.error({ err }, 'tus request failed');
      response = new Response(null, { status: 500 });
    }
    await writeResponse(reply, response);
  }

  return { server, store, forward, finish };
}

/** The Fastify request as a fetch Request; the body stream is the raw request, unread. */
function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody =
    request.method !== 'HEAD' &&
    request.method !== 'OPTIONS' &&
    request.method !== 'DELETE' &&
    (Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined);
  const url = `http://localhost${request.url.split('?')[0]}`;
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream<Uint8Array>) : undefined,
    // Required by fetch for a streamed request body.
    duplex: 'half',
  } as RequestInit);
}

/**
 * Writes tus's answer. Every error answer becomes the API wrapper (tus's own protocol errors
 * are plain text), keeping tus's headers so clients still read Tus-Resumable and offsets.
 */
async function writeResponse(reply: FastifyReply, response: Response) {
  const res = reply.raw;
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  let body: Buffer | null = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  if (response.status >= 400) {
    const text = body?.toString('utf8').trim() ?? '';
    body = Buffer.from(text.startsWith('{"successful":false') ? text : JSON.stringify(errorWrapper(response.status, text)));
    headers['content-type'] = 'application/json; charset=utf-8';
  }
  if (body) headers['content-length'] = String(body.length);
  if (res.destroyed) return;
  res.writeHead(response.status, headers);
  res.end(body ?? undefined);
}

function errorWrapper(status: number, tusText: string): ApiResponse<null> {
  if (status === 413) return wrapperOf(413, MSG.answerTooLarge);
  if (status >= 500) return wrapperOf(status, MSG.somethingWentWrongRetry);
  if (status === 404 || status === 410) return wrapperOf(status, MSG.notFound);
  // tus's own wording names the header at fault ('Upload-Offset conflict', 'Tus-Resumable Required').
  return wrapperOf(status, MSG.validationFailed, { tus: [tusText || `HTTP ${status}`] });
}
