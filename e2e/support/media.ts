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
