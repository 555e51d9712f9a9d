import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { QUESTION_RESPONSE_STATUS } from '@candid/shared';
import type { AppContext } from '../../context';
import { questionResponses } from '../../db/schema/index';
import { extractPoster, FfmpegMissingError, probeMedia, transcodeToMp4, type MediaProbe } from '../../platform/media/ffmpeg';
import type { JobHandler } from '../../platform/queue/types';

type ResponseRow = typeof questionResponses.$inferSelect;

/** Job name of an answer's transcode, queued by modules/uploads when an upload finishes. */
export const TRANSCODE_JOB = 'answer.transcode';
/** Transcode attempts before the answer is marked failed. */
export const TRANSCODE_MAX_ATTEMPTS = 3;

/**
 * The 'answer.transcode' job (DESIGN §6.4): a seekable MP4 and a JPEG poster from the uploaded
 * recording, then status 2. Without ffmpeg the recording itself stays the playable file. After
 * the last attempt fails the answer is marked failed (status 3) with the reason.
 */
export function answerTranscodeHandler(ctx: AppContext, log: FastifyBaseLogger): JobHandler {
  let missingLogged = false;
  const onMissing = (err: FfmpegMissingError) => {
    if (missingLogged) return;
    missingLogged = true;
    log.warn(`${err.message}: answers are kept as recorded (no MP4, no poster)`);
  };

  return async (payload, job) => {
    const [row] = await ctx.db
      .select()
      .from(questionResponses)
      .where(
        and(
          eq(questionResponses.fk_Enterprise_ID, job.enterpriseId ?? -1),
          eq(questionResponses.pk_QuestionResponse_ID, Number(payload.responseId)),
        ),
      );
    if (!row || row.QuestionResponse_Status !== QUESTION_RESPONSE_STATUS.Uploaded) return;
    try {
      await transcodeAnswer(ctx, row, onMissing);
    } catch (err) {
      if (job.attempt >= TRANSCODE_MAX_ATTEMPTS) {
        await ctx.db
          .update(questionResponses)
          .set({
            QuestionResponse_Status: QUESTION_RESPONSE_STATUS.Failed,
            lastError: String(err instanceof Error ? err.message : err).slice(0, 2000),
            QuestionResponse_DateOfLastUpdate: new Date().toISOString(),
          })
          .where(eq(questionResponses.pk_QuestionResponse_ID, row.pk_QuestionResponse_ID));
      }
      throw err;
    }
  };
}

async function transcodeAnswer(ctx: AppContext, row: ResponseRow, onMissing: (err: FfmpegMissingError) => void) {
  const { ffmpegPath, ffprobePath } = ctx.config;
  const originalKey = row.originalKey;
  if (!originalKey) throw new Error('the answer has no stored recording');
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'candid-transcode-'));
  try {
    const input = await ctx.media.download(originalKey, path.join(dir, `original${path.extname(originalKey)}`));
    const probed = await probeOrNull(ffprobePath, input, onMissing);
    const streams = probed ?? { hasVideo: !row.QuestionResponse_MimeType?.startsWith('audio/'), hasAudio: true };
    const mp4 = path.join(dir, 'answer.mp4');
    try {
      await transcodeToMp4(ffmpegPath, input, mp4, streams);
    } catch (err) {
      if (!(err instanceof FfmpegMissingError)) throw err;
      onMissing(err);
      await ready(ctx, row, { durationMs: probed?.durationMs ?? null });
      return;
    }
    const out = await probeOrNull(ffprobePath, mp4, onMissing);
    const durationMs = out?.durationMs ?? probed?.durationMs ?? null;
    const base = `answers/${row.fk_Enterprise_ID}/${row.fk_CampaignLine_ID}/${randomUUID()}`;
    const mime = streams.hasVideo ? 'video/mp4' : 'audio/mp4';
    await ctx.media.putFile(`${base}.mp4`, mp4, mime);
    let posterKey: string | null = null;
    if (streams.hasVideo) {
      const poster = path.join(dir, 'poster.jpg');
      // About one second in (past a black first frame), or the first frame of a short answer.
      if (await extractPoster(ffmpegPath, mp4, poster, durationMs !== null && durationMs >= 2000 ? 1 : 0)) {
        await ctx.media.putFile(`${base}.jpg`, poster, 'image/jpeg');
        posterKey = `${base}.jpg`;
      }
    }
    const { size } = await fsp.stat(mp4);
    await ready(ctx, row, { durationMs, mp4Key: `${base}.mp4`, posterKey, mime, size });
    // Only now that the MP4 is stored and recorded is the original dropped.
    await ctx.media.delete(originalKey);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

async function probeOrNull(ffprobe: string, file: string, onMissing: (err: FfmpegMissingError) => void): Promise<MediaProbe | null> {
  try {
    return await probeMedia(ffprobe, file);
  } catch (err) {
    if (!(err instanceof FfmpegMissingError)) throw err;
    onMissing(err);
    return null;
  }
}

/** Status 2 with the MP4 and poster, or (no ffmpeg) with the recording as the playable file. */
async function ready(
  ctx: AppContext,
  row: ResponseRow,
  made: { durationMs: number | null; mp4Key?: string; posterKey?: string | null; mime?: string; size?: number },
) {
  await ctx.db
    .update(questionResponses)
    .set({
      QuestionResponse_Status: QUESTION_RESPONSE_STATUS.Ready,
      QuestionResponse_DurationMs: made.durationMs,
      ...(made.mp4Key
        ? { mp4Key: made.mp4Key, posterKey: made.posterKey, originalKey: null, QuestionResponse_MimeType: made.mime, QuestionResponse_SizeBytes: made.size }
        : {}),
      lastError: null,
      QuestionResponse_DateOfLastUpdate: new Date().toISOString(),
    })
    .where(eq(questionResponses.pk_QuestionResponse_ID, row.pk_QuestionResponse_ID));
}
