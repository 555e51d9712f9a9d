import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/**
 * Interview-like answers for the speech-to-text tests and the transcripts bench (issue 15). The
 * tests speak them with espeak-ng instead of shipping recordings, so nothing is downloaded and the
 * reference text is exact.
 */
export const CORPUS_SENTENCES: readonly string[] = [
  'I have five years of experience managing customer support teams.',
  'In my last role I led a team of twelve people across two sites.',
  'I enjoy solving problems and working closely with other departments.',
  'My greatest strength is that I stay calm under pressure.',
  'I would like to grow into a management position within three years.',
  'We reduced the average response time by half in one quarter.',
  'I am available to start next month and happy to work weekends.',
  'I left my previous job because I wanted a new challenge.',
  'Thank you for the opportunity to tell you about myself.',
];

export interface CorpusSample {
  id: string;
  text: string;
  /** 16-bit WAV as espeak-ng wrote it (22.05 kHz mono), or the noisy copy (16 kHz mono). */
  file: string;
  /** 'clean': synthetic speech as spoken; 'noisy': mixed with noise through a telephone-like band. */
  kind: 'clean' | 'noisy';
}

export interface SpeechCorpus {
  dir: string;
  samples: CorpusSample[];
  /** Removes the folder and everything made in it. */
  dispose(): Promise<void>;
}

/** Whether espeak-ng and ffmpeg are on the PATH (scripts/ensure-test-deps.sh installs both). */
export function corpusToolsInstalled(): boolean {
  return ['espeak-ng', 'ffmpeg'].every((bin) => (process.env.PATH ?? '').split(path.delimiter).some((dir) => existsSync(path.join(dir, bin))));
}

/** Speaks `text` into a WAV with espeak-ng's US English voice at a conversational 150 words a minute. */
export async function speak(text: string, file: string): Promise<void> {
  await exec('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', file, text]);
}

/**
 * A 'recorded-like' copy: the speech band-limited to 300-3400 Hz (a telephone or laptop
 * microphone), with pink noise at about -36 dBFS underneath, resampled to 16 kHz mono.
 */
export async function addNoise(input: string, output: string): Promise<void> {
  await exec('ffmpeg', [
    '-hide_banner', '-nostdin', '-loglevel', 'error', '-y',
    '-i', input,
    '-f', 'lavfi', '-i', 'anoisesrc=color=pink:amplitude=0.015:seed=15:sample_rate=22050',
    '-filter_complex', '[0:a]highpass=f=300,lowpass=f=3400[s];[s][1:a]amix=inputs=2:duration=first:normalize=0[m]',
    '-map', '[m]', '-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', output,
  ]);
}

/**
 * Builds the corpus in a fresh temporary folder: every sentence clean, and the first `noisy`
 * sentences (default all) again with noise.
 */
export async function buildSpeechCorpus(opts: { sentences?: readonly string[]; noisy?: number } = {}): Promise<SpeechCorpus> {
  const sentences = opts.sentences ?? CORPUS_SENTENCES;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'candid-speech-'));
  const samples: CorpusSample[] = [];
  for (const [i, text] of sentences.entries()) {
    const clean = path.join(dir, `s${i + 1}.wav`);
    await speak(text, clean);
    samples.push({ id: `s${i + 1}`, text, file: clean, kind: 'clean' });
  }
  for (const [i, text] of sentences.slice(0, opts.noisy ?? sentences.length).entries()) {
    const noisy = path.join(dir, `s${i + 1}-noisy.wav`);
    await addNoise(samples[i]!.file, noisy);
    samples.push({ id: `s${i + 1}-noisy`, text, file: noisy, kind: 'noisy' });
  }
  return { dir, samples, dispose: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * An answer-like clip of at least `seconds`: corpus sentences spoken one after another, 0.6 s
 * apart, as one 16 kHz mono WAV, with the text spoken. For speed figures on a realistic length.
 */
export async function buildLongClip(dir: string, seconds: number): Promise<{ file: string; text: string }> {
  const spoken: { file: string; text: string }[] = [];
  for (const [i, text] of CORPUS_SENTENCES.entries()) {
    const file = path.join(dir, `long-part${i + 1}.wav`);
    await speak(text, file);
    spoken.push({ file, text });
  }
  const parts: { file: string; text: string }[] = [];
  let total = 0;
  while (total < seconds) {
    const part = spoken[parts.length % spoken.length]!;
    parts.push(part);
    // espeak-ng writes 16-bit mono PCM at 22,050 Hz after a 44-byte header.
    total += (statSync(part.file).size - 44) / 2 / 22_050 + 0.6;
  }
  const file = path.join(dir, 'long.wav');
  const pads = parts.map((_, i) => `[${i}:a]apad=pad_dur=0.6[p${i}]`).join(';');
  const joined = parts.map((_, i) => `[p${i}]`).join('');
  await exec('ffmpeg', [
    '-hide_banner', '-nostdin', '-loglevel', 'error', '-y',
    ...parts.flatMap((p) => ['-i', p.file]),
    '-filter_complex', `${pads};${joined}concat=n=${parts.length}:v=0:a=1[o]`,
    '-map', '[o]', '-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', file,
  ]);
  return { file, text: parts.map((p) => p.text).join(' ') };
}

/** Lower-case words without punctuation; digits and apostrophes are kept ("don't", "12"). */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/**
 * Word error rate: word-level Levenshtein distance (substitutions + deletions + insertions) over
 * the reference's word count, after normalising both. 0 is perfect; it can exceed 1.
 */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const ref = normaliseWords(reference);
  const hyp = normaliseWords(hypothesis);
  if (ref.length === 0) return hyp.length === 0 ? 0 : 1;
  let prev = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const row = [i];
    for (let j = 1; j <= hyp.length; j++) {
      const cost = ref[i - 1] === hyp[j - 1] ? 0 : 1;
      row.push(Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost));
    }
    prev = row;
  }
  return prev[hyp.length]! / ref.length;
}

/** Word errors and reference words added up over several samples: the corpus WER weighs by length. */
export function corpusWordErrorRate(pairs: { reference: string; hypothesis: string }[]): number {
  let errors = 0;
  let words = 0;
  for (const { reference, hypothesis } of pairs) {
    const n = normaliseWords(reference).length;
    errors += wordErrorRate(reference, hypothesis) * n;
    words += n;
  }
  return words === 0 ? 0 : errors / words;
}
