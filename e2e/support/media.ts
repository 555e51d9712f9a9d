import { execFile } from 'node:child_process';
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
