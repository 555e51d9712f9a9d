import { spawn } from 'node:child_process';
import os from 'node:os';
import { childCommand } from '../media/ffmpeg';
import { SttUnavailableError } from './types';

/**
 * The error for an aborted `signal`: a deadline the caller set (AbortSignal.timeout) is a
 * 'timeout' failure like our own; anything else (the server shutting down) is passed on as is.
 */
export function abortError(signal: AbortSignal, what: string): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error && reason.name === 'TimeoutError') return new SttUnavailableError('timeout', `${what} timed out: ${reason.message}`, { cause: reason });
  return reason instanceof Error ? reason : new SttUnavailableError('engine', `${what} stopped: aborted`);
}

/** The niceness of a `background` tool: it gets the CPU that requests and real answers leave over. */
export const BACKGROUND_NICENESS = 10;

/**
 * Runs a binary to completion and returns its stdout. The child leads its own process group, so a
 * timeout or an aborted `signal` kills it and anything it started at once; `childCommand` also
 * makes it die with the server. `background` runs it at BACKGROUND_NICENESS. Failures are
 * SttUnavailableErrors ('missing', 'timeout', 'engine'); an abort rejects as `abortError` says.
 */
export function runTool(binary: string, args: string[], opts: { timeoutMs: number; signal?: AbortSignal; background?: boolean }): Promise<string> {
  const { timeoutMs, signal } = opts;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal, binary));
    const [command, argv] = childCommand(binary, args);
    const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    if (opts.background && child.pid !== undefined) {
      try {
        os.setPriority(child.pid, BACKGROUND_NICENESS);
      } catch {
        // It has ended already (its 'close' tells how), or the OS refuses: it runs as it is.
      }
    }
    const out: Buffer[] = [];
    let err = '';
    let timedOut = false;
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => {
      err = (err + b.toString('utf8')).slice(-4000);
    });
    const kill = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL'); // the group is gone already; the child alone, if it is not
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, timeoutMs);
    signal?.addEventListener('abort', kill, { once: true });
    const settle = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', kill);
    };
    child.on('error', (e: NodeJS.ErrnoException) => {
      settle();
      reject(e.code === 'ENOENT' ? new SttUnavailableError('missing', `${binary} is not installed`) : new SttUnavailableError('engine', `${binary}: ${e.message}`, { cause: e }));
    });
    child.on('close', (code, exitSignal) => {
      settle();
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else if (signal?.aborted) reject(abortError(signal, binary));
      else if (timedOut) reject(new SttUnavailableError('timeout', `${binary} took longer than ${timeoutMs} ms`));
      // setpriv reports a binary it cannot find with 127 instead of a spawn ENOENT.
      else if (code === 127 && /failed to execute .*No such file/.test(err)) reject(new SttUnavailableError('missing', `${binary} is not installed`));
      else {
        const detail = err.trim().split('\n').slice(-3).join(' | ');
        reject(new SttUnavailableError('engine', `${binary} failed (${exitSignal ?? `exit ${code}`})${detail ? `: ${detail}` : ''}`));
      }
    });
  });
}

/** ffmpeg's complaint when the input has no audio stream to map. */
const NO_AUDIO = /matches no streams|does not contain any stream/;

/**
 * Writes the first audio stream of any media file as 16 kHz mono, which is what recognisers
 * are trained on: 16-bit PCM WAV for the offline engine, 48 kb/s MP3 for an upload (an hour fits
 * the 25 MB that OpenAI accepts). `filter` is an extra ffmpeg audio filter (e.g. a warm-up).
 * Returns false when the file has no audio at all.
 */
export async function extractAudio(
  ffmpeg: string,
  input: string,
  output: string,
  opts: { format: 'wav' | 'mp3'; filter?: string; timeoutMs: number; signal?: AbortSignal; background?: boolean },
): Promise<boolean> {
  const args = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', input, '-map', '0:a:0', '-vn', '-ac', '1', '-ar', '16000'];
  if (opts.filter) args.push('-af', opts.filter);
  if (opts.format === 'wav') args.push('-c:a', 'pcm_s16le', '-f', 'wav', output);
  else args.push('-c:a', 'libmp3lame', '-b:a', '48k', '-f', 'mp3', output);
  try {
    await runTool(ffmpeg, args, { timeoutMs: opts.timeoutMs, signal: opts.signal, background: opts.background });
    return true;
  } catch (err) {
    if (err instanceof SttUnavailableError && err.reason === 'engine' && NO_AUDIO.test(err.message)) return false;
    throw err;
  }
}

/** Seconds of audio in a 16-bit mono PCM WAV of `sampleRate`, from its size (the header is 44+ bytes). */
export function wavSeconds(bytes: number, sampleRate = 16_000): number {
  return Math.max(0, bytes - 44) / 2 / sampleRate;
}
