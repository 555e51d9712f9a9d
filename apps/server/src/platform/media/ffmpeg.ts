import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';

/** The ffmpeg or ffprobe binary is not installed (spawn ENOENT). */
export class FfmpegMissingError extends Error {
  constructor(readonly binary: string) {
    super(`${binary} is not installed`);
  }
}

/**
 * util-linux setpriv, when present (Linux), starts each child with a parent-death signal: the
 * kernel SIGKILLs it when the server's main thread ends, even by SIGKILL, so no ffmpeg outlives
 * a crashed server. setpriv execs the binary in its own process, so the signal stays with it.
 * Node spawns from the main thread, which is the thread the kernel watches.
 */
const SETPRIV = '/usr/bin/setpriv';
let pdeathsig: boolean | undefined;

/** The command line that runs `binary` so that it dies with this process where the OS allows. */
export function childCommand(binary: string, args: string[]): [string, string[]] {
  pdeathsig ??= process.platform === 'linux' && fs.existsSync(SETPRIV);
  return pdeathsig ? [SETPRIV, ['--pdeathsig', 'KILL', '--', binary, ...args]] : [binary, args];
}

/**
 * Runs a binary to completion; rejects with the tail of stderr on a non-zero exit. An aborted
 * `signal` (the server shutting down) kills the child at once.
 */
function run(binary: string, args: string[], timeoutMs: number, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const [command, argv] = childCommand(binary, args);
    const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => {
      err = (err + b.toString('utf8')).slice(-4000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const abort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    };
    child.on('error', (e: NodeJS.ErrnoException) => {
      settle();
      reject(e.code === 'ENOENT' ? new FfmpegMissingError(binary) : e);
    });
    child.on('close', (code, exitSignal) => {
      settle();
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else if (signal?.aborted) reject(signal.reason instanceof Error ? signal.reason : new Error(`${binary} stopped: the server is shutting down`));
      // setpriv reports a binary it cannot find with 127 instead of a spawn ENOENT.
      else if (code === 127 && command === SETPRIV && /failed to execute .*No such file/.test(err)) reject(new FfmpegMissingError(binary));
      else {
        const detail = err.trim().split('\n').slice(-3).join(' | ');
        reject(new Error(`${binary} failed (${exitSignal ?? `exit ${code}`})${detail ? `: ${detail}` : ''}`));
      }
    });
  });
}

export interface MediaProbe {
  durationMs: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
  /** ffprobe codec names of the first video and audio streams (e.g. vp8, h264, opus, aac). */
  videoCodec?: string;
  audioCodec?: string;
}

/**
 * Streams and duration of a media file. Browser recordings (MediaRecorder WebM) carry no
 * duration in their header, so then the last packet's time is used.
 */
export async function probeMedia(ffprobe: string, file: string, signal?: AbortSignal): Promise<MediaProbe> {
  const json = JSON.parse(
    await run(ffprobe, ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type,codec_name', '-of', 'json', file], 60_000, signal),
  ) as { format?: { duration?: string }; streams?: { codec_type?: string; codec_name?: string }[] };
  const streams = json.streams ?? [];
  const codecOf = (type: string) => streams.find((s) => s.codec_type === type)?.codec_name;
  let seconds = Number(json.format?.duration);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    const packets = await run(ffprobe, ['-v', 'error', '-show_entries', 'packet=pts_time,duration_time', '-of', 'csv=p=0', file], 120_000, signal);
    seconds = 0;
    for (const line of packets.split('\n')) {
      const [pts, duration] = line.split(',').map(Number);
      if (Number.isFinite(pts)) seconds = Math.max(seconds, pts + (Number.isFinite(duration) ? duration : 0));
    }
  }
  return {
    durationMs: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null,
    hasVideo: codecOf('video') !== undefined,
    hasAudio: codecOf('audio') !== undefined,
    videoCodec: codecOf('video'),
    audioCodec: codecOf('audio'),
  };
}

/** x264's speed/size trade-off for re-encodes (docs/performance.md, Transcodes). */
export const X264_PRESET = 'veryfast';

/**
 * A seekable MP4 (H.264 + AAC, moov atom first) from any recording. Streams already in H.264
 * or AAC (Safari's and newer Chromium's recordings) are copied, which is a remux and takes a
 * moment; others are encoded, with dimensions rounded down to the even numbers H.264 needs.
 * ffmpeg writes beside `output` and the file is renamed into place when complete, so a killed
 * run never leaves a partial MP4 under that name.
 */
export async function transcodeToMp4(
  ffmpeg: string,
  input: string,
  output: string,
  streams: Omit<MediaProbe, 'durationMs'>,
  signal?: AbortSignal,
) {
  const partial = `${output}.part`;
  const args = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', input];
  if (streams.hasVideo) {
    args.push('-map', '0:v:0');
    if (needsVideoEncode(streams)) {
      args.push('-c:v', 'libx264', '-preset', X264_PRESET, '-crf', '23', '-pix_fmt', 'yuv420p', '-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2');
    } else args.push('-c:v', 'copy');
  }
  if (streams.hasAudio) {
    args.push('-map', '0:a:0');
    if (streams.audioCodec === 'aac') args.push('-c:a', 'copy');
    else args.push('-c:a', 'aac', '-b:a', '128k');
  }
  args.push('-movflags', '+faststart', '-f', 'mp4', partial);
  try {
    await run(ffmpeg, args, 30 * 60_000, signal);
    await rename(partial, output);
  } finally {
    await rm(partial, { force: true });
  }
}

/** Whether making the MP4 means a video re-encode (the slow path) rather than a remux. */
export function needsVideoEncode(streams: Pick<MediaProbe, 'hasVideo' | 'videoCodec'>): boolean {
  return streams.hasVideo && streams.videoCodec !== 'h264';
}

/**
 * Writes one JPEG frame about `atSeconds` into an MP4. A recording whose video track is shorter
 * than its audio (a camera that started late) has no frame there: then the first frame is taken.
 * The MP4's edit list is ignored: a remuxed recording whose camera gave a single picture keeps it
 * outside the edit list (the frame has no duration), where a player shows nothing but a poster can
 * still be made. Returns false when the file has no frame at all.
 */
export async function extractPoster(ffmpeg: string, input: string, output: string, atSeconds: number, signal?: AbortSignal): Promise<boolean> {
  for (const at of atSeconds > 0 ? [atSeconds, 0] : [0]) {
    await run(
      ffmpeg,
      ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-ss', String(at), '-ignore_editlist', '1', '-i', input, '-frames:v', '1', '-q:v', '3', '-f', 'image2', output],
      120_000,
      signal,
    );
    const written = await stat(output).catch(() => null);
    if (written && written.size > 0) return true;
  }
  return false;
}
