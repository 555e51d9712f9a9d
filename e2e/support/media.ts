import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Duration in seconds of a media file, as ffprobe reads its container and streams. */
export async function probeDurationSeconds(file: string): Promise<number> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  const seconds = Number.parseFloat(stdout.trim());
  if (!Number.isFinite(seconds)) throw new Error(`ffprobe gave no duration for ${file}: '${stdout.trim()}'`);
  return seconds;
}

/** The codecs of a media file's streams, e.g. ['h264', 'aac']. */
export async function probeCodecs(file: string): Promise<string[]> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', file]);
  return stdout.split('\n').map((s) => s.trim()).filter(Boolean);
}

/**
 * Duration in seconds of the media in a file, from its packets: the end of the last packet minus
 * the start of the first. Works for a browser's MediaRecorder WebM, whose header has no duration.
 */
export async function probeMediaSeconds(file: string): Promise<number> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'packet=pts_time,duration_time', '-of', 'csv=p=0', file], {
    maxBuffer: 64 * 1024 * 1024,
  });
  let first = Infinity;
  let last = -Infinity;
  for (const line of stdout.split('\n')) {
    const [pts, duration] = line.split(',').map(Number.parseFloat);
    if (!Number.isFinite(pts)) continue;
    first = Math.min(first, pts);
    last = Math.max(last, pts + (Number.isFinite(duration) ? duration : 0));
  }
  if (!Number.isFinite(first)) throw new Error(`ffprobe found no packets in ${file}`);
  return last - first;
}

/** SHA-256 of some bytes, in hex. */
export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/**
 * How `stored` differs from `recorded`, for a failure message: lengths and the first byte that
 * differs (a lost or repeated stretch shows as a shift from there on). Null when they are equal.
 */
export function byteDifference(stored: Buffer, recorded: Buffer): string | null {
  if (stored.equals(recorded)) return null;
  let at = 0;
  const shorter = Math.min(stored.length, recorded.length);
  while (at < shorter && stored[at] === recorded[at]) at++;
  return (
    `stored ${stored.length} bytes (sha256 ${sha256(stored)}), recorded ${recorded.length} bytes (sha256 ${sha256(recorded)}); ` +
    `they differ from byte ${at}${at === shorter ? ' (one is a prefix of the other)' : ''}`
  );
}

/**
 * Where the app server's transcodes leave a copy of every recording they are given: its ffprobe
 * is a wrapper (FFPROBE_PATH in `env`) that copies the stored original the transcode downloaded
 * (DATA_DIR/transcode/<recording>/original.<ext>) to `dir` before running the real ffprobe. So a
 * spec can compare the bytes the server kept with the browser's, though the transcode deletes
 * the original once its MP4 is stored. `originals()` reads the copies (one per recording, a
 * transcode run again after a crash copying the same recording again).
 */
export async function keepTranscodeInputs(dir: string): Promise<{ env: Record<string, string>; originals(): Promise<Buffer[]> }> {
  const realProbe = (await run('sh', ['-c', 'command -v ffprobe'])).stdout.trim();
  const kept = path.join(dir, 'transcode-inputs');
  const wrapper = path.join(dir, 'ffprobe-keeping-inputs');
  await mkdir(kept, { recursive: true });
  // The copy is made beside its name and renamed, so a server killed mid-copy leaves no partial file under it.
  await writeFile(
    wrapper,
    [
      '#!/bin/sh',
      'for arg; do last="$arg"; done',
      'case "$last" in',
      `  */original.*) name="$(basename "$(dirname "$last")")" && cp "$last" "${kept}/.$name.part" && mv "${kept}/.$name.part" "${kept}/$name" ;;`,
      'esac',
      `exec "${realProbe}" "$@"`,
      '',
    ].join('\n'),
    { mode: 0o755 },
  );
  return {
    env: { FFPROBE_PATH: wrapper },
    async originals() {
      const names = (await readdir(kept)).filter((name) => !name.startsWith('.'));
      return Promise.all(names.map((name) => readFile(path.join(kept, name))));
    },
  };
}
