import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extractAudio, runTool, wavSeconds } from './process';
import type { SpeechToText, SpeechTranscript, TranscribeInput } from './types';

/** Debian's packages pocketsphinx (the CLI) and pocketsphinx-en-us (the US English model). */
export const POCKETSPHINX_BINARY = 'pocketsphinx_continuous';
export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

export interface PocketsphinxOptions {
  ffmpeg: string;
  /** Default: pocketsphinx_continuous on the PATH. */
  binary?: string;
  /** Holds en-us/ (acoustic model), en-us.lm.bin and cmudict-en-us.dict. */
  modelDir?: string;
  /** For one answer, audio extraction and recognition each; recognition runs at about real time. */
  timeoutMs?: number;
}

/** A new segment starts after a pause this long (seconds) between words... */
export const SEGMENT_PAUSE = 0.7;
/** ...or before a segment grows longer than this (seconds): a caption line a reader can follow. */
export const SEGMENT_MAX = 12;

/**
 * The decoder adapts its cepstral mean (CMN) only at the end of each utterance, so the first one
 * is recognised against the model's training-set mean and comes out mostly wrong (measured on the
 * corpus: WER 0.85 without, far lower with). The engine therefore decodes the first WARM_UP
 * seconds once before the answer, with WARM_UP_GAP seconds of silence between, and drops those words.
 */
const WARM_UP = 6;
const WARM_UP_GAP = 2;
/**
 * White noise at about -60 dBFS. Synthetic or heavily gated audio has runs of digital zeros whose
 * log energy throws the features off; every microphone has a floor like this anyway.
 */
const DITHER = 'aeval=val(0)+0.001*(random(0)*2-1)';

/** Tokens the decoder emits that are not words: sentence marks, silence, fillers, noise. */
const NOT_A_WORD = /^(?:<.*>|\[.*\]|\+\+.*\+\+)$/;

export interface TimedWord {
  word: string;
  start: number;
  end: number;
}

/**
 * The words of `pocketsphinx_continuous -time yes` output: after each utterance's hypothesis line
 * it prints one line per token, `word start end confidence`, with times in seconds from the start
 * of the file. Non-words are dropped and pronunciation variants ("the(2)") lose their number.
 */
export function parsePocketsphinxWords(stdout: string): TimedWord[] {
  const words: TimedWord[] = [];
  for (const line of stdout.split('\n')) {
    const m = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?(?:e-?\d+)?)$/.exec(line.trim());
    if (!m) continue;
    const word = m[1]!.replace(/\(\d+\)$/, '');
    if (NOT_A_WORD.test(word) || !word) continue;
    words.push({ word, start: Number(m[2]), end: Number(m[3]) });
  }
  return words;
}

/** Words in segments that break at pauses and stay at most SEGMENT_MAX seconds long. */
export function groupWords(words: TimedWord[], maxEnd = Infinity): SpeechTranscript['segments'] {
  const segments: SpeechTranscript['segments'] = [];
  let current: TimedWord[] = [];
  const flush = () => {
    if (current.length === 0) return;
    const start = current[0]!.start;
    const end = Math.min(maxEnd, Math.max(start, current.at(-1)!.end));
    segments.push({ start, end, text: current.map((w) => w.word).join(' ') });
    current = [];
  };
  for (const w of words) {
    const first = current[0];
    const last = current.at(-1);
    if (first && last && (w.start - last.end >= SEGMENT_PAUSE || w.end - first.start > SEGMENT_MAX)) flush();
    current.push(w);
  }
  flush();
  return segments;
}

function onPath(binary: string): boolean {
  if (binary.includes('/')) return existsSync(binary);
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, binary)));
}

/** Whether the offline engine's binary and model are installed (scripts/ensure-test-deps.sh installs both). */
export function pocketsphinxInstalled(binary = POCKETSPHINX_BINARY, modelDir = POCKETSPHINX_MODEL_DIR): boolean {
  return onPath(binary) && ['en-us/mdef', 'en-us.lm.bin', 'cmudict-en-us.dict'].every((f) => existsSync(path.join(modelDir, f)));
}

/**
 * The offline engine (DESIGN §1's embedded default): CMU PocketSphinx with its US English model,
 * fed 16 kHz mono PCM that ffmpeg extracts from the answer. English only, and far less accurate
 * than a Whisper-class service (docs/performance.md, Transcripts), but it needs nothing but two
 * Debian packages and never sends an answer anywhere.
 */
export class PocketsphinxSpeechToText implements SpeechToText {
  readonly name = 'offline';
  readonly engine = 'pocketsphinx en-us';
  readonly languages = ['en'] as const;
  private readonly binary: string;
  private readonly modelDir: string;
  private readonly timeoutMs: number;

  constructor(private readonly opts: PocketsphinxOptions) {
    this.binary = opts.binary ?? POCKETSPHINX_BINARY;
    this.modelDir = opts.modelDir ?? POCKETSPHINX_MODEL_DIR;
    this.timeoutMs = opts.timeoutMs ?? 30 * 60_000;
  }

  async transcribe(input: TranscribeInput): Promise<SpeechTranscript> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'candid-stt-'));
    try {
      const wav = path.join(dir, 'audio.wav');
      const warmUp = `asplit=2[w][a];[w]atrim=end=${WARM_UP},apad=pad_dur=${WARM_UP_GAP}[p];[p][a]concat=n=2:v=0:a=1`;
      const audio = await extractAudio(this.opts.ffmpeg, input.file, wav, {
        format: 'wav',
        filter: `${DITHER},${warmUp}`,
        timeoutMs: this.timeoutMs,
        signal: input.signal,
        background: input.background,
      });
      if (!audio) return { segments: [], language: 'en' };
      // The file is min(d, WARM_UP) + WARM_UP_GAP + d seconds long for an answer of d seconds.
      const total = wavSeconds((await stat(wav)).size);
      const duration = total - WARM_UP_GAP > 2 * WARM_UP ? total - WARM_UP_GAP - WARM_UP : (total - WARM_UP_GAP) / 2;
      const offset = total - duration;
      if (duration <= 0.05) return { segments: [], language: 'en' };
      const stdout = await runTool(
        this.binary,
        [
          '-infile', wav,
          '-time', 'yes',
          '-logfn', '/dev/null',
          '-hmm', path.join(this.modelDir, 'en-us'),
          '-lm', path.join(this.modelDir, 'en-us.lm.bin'),
          '-dict', path.join(this.modelDir, 'cmudict-en-us.dict'),
        ],
        { timeoutMs: this.timeoutMs, signal: input.signal, background: input.background },
      );
      // Words of the warm-up (and one straddling its end) start before the answer does.
      const words = parsePocketsphinxWords(stdout)
        .filter((w) => w.start >= offset - 0.05)
        .map((w) => ({ word: w.word, start: round(Math.max(0, w.start - offset)), end: round(Math.max(0, w.end - offset)) }));
      return { segments: groupWords(words, round(duration)), language: 'en' };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
