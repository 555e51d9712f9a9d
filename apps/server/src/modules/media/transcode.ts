import fsp from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { QUESTION_RESPONSE_STATUS } from '@candid/shared';
import type { Deps } from '../../context';
import { questionResponses } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { extractPoster, FfmpegMissingError, needsVideoEncode, probeMedia, transcodeToMp4, type MediaProbe } from '../../platform/media/ffmpeg';
import { z } from 'zod';
import { defineJob } from '../../platform/queue/define';
import type { JobContext } from '../../platform/queue/types';
import { emit } from '../webhooks/emit';

type ResponseRow = typeof questionResponses.$inferSelect;
/** What a transcode needs: ffmpeg's settings, the store, the metrics, and the events its answer sets off. */
type TranscodeDeps = Deps<'config' | 'media' | 'metrics' | 'events'>;

/**
 * The 'answer.transcode' job (DESIGN §6.4), queued by modules/uploads when an upload finishes: a
 * seekable MP4 and a JPEG poster from the uploaded recording, then status 2 and the
 * answer.transcoded event (what follows subscribes to it: the transcript). Without ffmpeg the
 * recording itself stays the playable file. After the last attempt fails the answer is marked
 * failed (status 3) with the reason.
 *
 * At most TRANSCODE_CONCURRENCY re-encodes run at once (remuxes of H.264 recordings take a
 * moment and are not held back by them). A run cut short by a crash is simply run again when the
 * queue's lease runs out: it starts from the stored recording in a clean working folder and
 * writes the same keys, and the answer points at its MP4 only once the MP4 is complete.
 */
/** Transcode attempts before the answer is marked failed. */
export const TRANSCODE_MAX_ATTEMPTS = 3;

export const transcodeJob = defineJob({
  name: 'answer.transcode',
  payload: z.object({ responseId: z.number().int() }),
  maxAttempts: TRANSCODE_MAX_ATTEMPTS,
  run: transcodeResponse,
});

async function transcodeResponse(deps: TranscodeDeps, { responseId }: { responseId: number }, job: JobContext) {
  const [row] = await deps.db
    .select()
    .from(questionResponses)
    .where(and(eq(questionResponses.enterpriseId, job.enterpriseId ?? -1), eq(questionResponses.id, responseId)));
  if (!row || row.status !== QUESTION_RESPONSE_STATUS.Uploaded) return;
  const { encodes, shutdown } = runnerOf(deps);
  const onMissing = (err: FfmpegMissingError) => missingFfmpeg(deps, err, job.log);
  try {
    await transcodeAnswer(deps, row, { onMissing, encodes, signal: shutdown.signal, log: job.log });
  } catch (err) {
    // A run stopped by the server's shutdown is not the answer's fault: the next start retries it.
    if (job.attempt >= TRANSCODE_MAX_ATTEMPTS && !shutdown.signal.aborted) {
      await deps.db
        .update(questionResponses)
        .set({
          status: QUESTION_RESPONSE_STATUS.Failed,
          lastError: String(err instanceof Error ? err.message : err).slice(0, 2000),
          updatedAt: new Date().toISOString(),
        })
        .where(eq(questionResponses.id, row.id));
    }
    throw err;
  }
}

/**
 * Each app's transcodes, keyed on the deps the job was registered with (the app's): one abort (its
 * close stops them, their ffmpeg killed at once), the TRANSCODE_CONCURRENCY slots its re-encodes
 * share, and whether a missing ffmpeg was logged.
 */
interface Runner {
  shutdown: AbortController;
  encodes: Slots;
  missingLogged: boolean;
}
const runners = new WeakMap<Deps<'config'>, Runner>();
const runnerOf = (deps: Deps<'config'>) => {
  let runner = runners.get(deps);
  if (!runner) runners.set(deps, (runner = { shutdown: new AbortController(), encodes: new Slots(deps.config.transcodeConcurrency), missingLogged: false }));
  return runner;
};

/** Tells once per app that answers stay as recorded. */
function missingFfmpeg(deps: Deps<'config'>, err: FfmpegMissingError, log: FastifyBaseLogger) {
  const runner = runnerOf(deps);
  if (runner.missingLogged) return;
  runner.missingLogged = true;
  log.warn(`${err.message}: answers are kept as recorded (no MP4, no poster)`);
}

/** Kills the app's running ffmpeg children, so closing the app does not wait out a re-encode. */
export function stopTranscodes(deps: Deps<'config'>) {
  runnerOf(deps).shutdown.abort(new Error('transcode stopped: the server is shutting down'));
}

/** A counting semaphore: at most `size` holders; the others wait in order. */
class Slots {
  private used = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(signal: AbortSignal, fn: () => Promise<T>): Promise<T> {
    if (this.used >= this.size) {
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          this.waiting.splice(this.waiting.indexOf(go), 1);
          reject(signal.reason);
        };
        const go = () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        };
        signal.addEventListener('abort', onAbort, { once: true });
        this.waiting.push(go);
      });
    } else this.used++;
    try {
      return await fn();
    } finally {
      // A waiter takes the slot over directly, so `used` stays as it is.
      const next = this.waiting.shift();
      if (next) next();
      else this.used--;
    }
  }
}

type RunOptions = { onMissing: (err: FfmpegMissingError) => void; encodes: Slots; signal: AbortSignal; log: FastifyBaseLogger };

async function transcodeAnswer(deps: TranscodeDeps, row: ResponseRow, { onMissing, encodes, signal, log }: RunOptions) {
  const started = performance.now();
  const { ffmpegPath, ffprobePath } = deps.config;
  const originalKey = row.originalKey;
  if (!originalKey) throw new Error('the answer has no stored recording');
  // Named after the recording (a random UUID per upload) so a rerun after a crash clears what
  // the killed run left and writes the same keys again.
  const stem = originalKey.replace(/\.[A-Za-z0-9]+$/, '');
  const dir = path.join(deps.config.dataDir, 'transcode', path.basename(stem));
  await fsp.rm(dir, { recursive: true, force: true });
  await fsp.mkdir(dir, { recursive: true });
  try {
    const input = await deps.media.download(originalKey, path.join(dir, `original${path.extname(originalKey)}`));
    const probed = await probeOrNull(ffprobePath, input, onMissing, signal);
    const streams = probed ?? { hasVideo: !row.mimeType?.startsWith('audio/'), hasAudio: true };
    const mp4 = path.join(dir, 'answer.mp4');
    const encode = needsVideoEncode(streams);
    try {
      const make = () => transcodeToMp4(ffmpegPath, input, mp4, streams, signal);
      await (encode ? encodes.run(signal, make) : make());
    } catch (err) {
      if (!(err instanceof FfmpegMissingError)) throw err;
      onMissing(err);
      await ready(deps, row, { durationMs: probed?.durationMs ?? null });
      return;
    }
    const out = await probeOrNull(ffprobePath, mp4, onMissing, signal);
    const durationMs = out?.durationMs ?? probed?.durationMs ?? null;
    const mime = streams.hasVideo ? 'video/mp4' : 'audio/mp4';
    const mp4Key = `${stem}-play.mp4`;
    await deps.media.putFile(mp4Key, mp4, mime);
    let posterKey: string | null = null;
    if (streams.hasVideo) {
      const poster = path.join(dir, 'poster.jpg');
      // About one second in (past a black first frame), or the first frame of a short answer.
      if (await extractPoster(ffmpegPath, mp4, poster, durationMs !== null && durationMs >= 2000 ? 1 : 0, signal)) {
        posterKey = `${stem}-poster.jpg`;
        await deps.media.putFile(posterKey, poster, 'image/jpeg');
      }
    }
    const { size } = await fsp.stat(mp4);
    await ready(deps, row, { durationMs, mp4Key, posterKey, mime, size });
    if (durationMs) deps.metrics.transcoded(encode ? 'encode' : 'remux', (performance.now() - started) / 1000, durationMs / 1000);
    log.info(
      { responseId: row.id, videoCodec: probed?.videoCodec, audioCodec: probed?.audioCodec, durationMs, ms: Math.round(performance.now() - started) },
      encode ? 'answer re-encoded to H.264' : 'answer remuxed',
    );
    // Only now that the MP4 is stored and recorded is the original dropped.
    await deps.media.delete(originalKey);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

async function probeOrNull(
  ffprobe: string,
  file: string,
  onMissing: (err: FfmpegMissingError) => void,
  signal: AbortSignal,
): Promise<MediaProbe | null> {
  try {
    return await probeMedia(ffprobe, file, signal);
  } catch (err) {
    if (!(err instanceof FfmpegMissingError)) throw err;
    onMissing(err);
    return null;
  }
}

/**
 * Status 2 with the MP4 and poster, or (no ffmpeg) with the recording as the playable file, and the
 * answer.transcoded event (its subscribers run in the same transaction).
 */
async function ready(
  deps: Deps<'events'>,
  row: ResponseRow,
  made: { durationMs: number | null; mp4Key?: string; posterKey?: string | null; mime?: string; size?: number },
) {
  await withTransaction(deps, async ({ db: tx, events }) => {
    const [updated] = await tx
      .update(questionResponses)
      .set({
        status: QUESTION_RESPONSE_STATUS.Ready,
        durationMs: made.durationMs,
        ...(made.mp4Key
          ? { mp4Key: made.mp4Key, posterKey: made.posterKey, originalKey: null, mimeType: made.mime, sizeBytes: made.size }
          : {}),
        lastError: null,
        updatedAt: new Date().toISOString(),
      })
      // Only an answer still waiting becomes ready: a second run of the same job (its lease taken
      // over) finds it ready already, and the event does not happen twice.
      .where(and(eq(questionResponses.id, row.id), eq(questionResponses.status, QUESTION_RESPONSE_STATUS.Uploaded)))
      .returning();
    if (updated) {
      await emit({ db: tx, events }, {
        enterpriseId: updated.enterpriseId,
        type: 'answer.transcoded',
        data: { jobId: updated.campaignId, candidateId: updated.campaignLineId, answerId: updated.id, questionId: updated.questionId },
      });
    }
  });
}
