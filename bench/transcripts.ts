import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PocketsphinxSpeechToText, pocketsphinxInstalled } from '../apps/server/src/platform/stt/pocketsphinx';
import type { SpeechTranscript } from '../apps/server/src/platform/stt/types';
import { buildLongClip, buildSpeechCorpus, corpusToolsInstalled, corpusWordErrorRate, wordErrorRate } from '../apps/server/test/speech-corpus';
import { transcriptSearchBench } from './transcript-search';

/*
 * The offline speech-to-text engine (issue 15, pocketsphinx en-us) on the espeak-ng corpus of
 * apps/server/test/speech-corpus.ts: word error rate over the clean sentences, over the same
 * sentences made recorded-like (noise, telephone band) and overall; and speed as seconds of
 * processing per second of audio, by the wall clock and by the CPU time of the engine's processes
 * (ffmpeg and the decoder; the wall clock also counts waiting for a busy machine). Then one
 * answer-like clip of at least 60 s, as a browser records it (WebM, Opus). Prints figures; no target.
 */

const LONG_SECONDS = Number(process.env.BENCH_STT_SECONDS ?? 60);

/** CPU seconds used by this process's finished children (Linux /proc; 0 elsewhere). */
function childCpuSeconds(): number {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name in parentheses; cutime and cstime are the 16th and 17th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100; // USER_HZ is 100 on Linux
  } catch {
    return 0;
  }
}

function audioSeconds(file: string): number {
  return Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString().trim());
}

interface Run {
  transcript: SpeechTranscript;
  audio: number;
  wall: number;
  cpu: number;
}

async function timed(engine: PocketsphinxSpeechToText, file: string): Promise<Run> {
  const audio = audioSeconds(file);
  const cpu0 = childCpuSeconds();
  const t0 = performance.now();
  const transcript = await engine.transcribe({ file, language: 'en' });
  return { transcript, audio, wall: (performance.now() - t0) / 1000, cpu: childCpuSeconds() - cpu0 };
}

const textOf = (t: SpeechTranscript) => t.segments.map((s) => s.text).join(' ');
const f2 = (n: number) => n.toFixed(2);

/** The offline engine's accuracy and speed. */
export async function sttBench(): Promise<void> {
  console.log('\n== Transcripts: offline speech-to-text (pocketsphinx en-us) ==');
  if (!pocketsphinxInstalled() || !corpusToolsInstalled()) {
    console.log('Skipped: pocketsphinx, pocketsphinx-en-us or espeak-ng is not installed (scripts/ensure-test-deps.sh installs them).');
    return;
  }
  const engine = new PocketsphinxSpeechToText({ ffmpeg: 'ffmpeg' });
  console.log(`Machine: ${os.availableParallelism()} cores, load average ${os.loadavg().map(f2).join(' ')}`);
  const corpus = await buildSpeechCorpus();
  try {
    const byKind = { clean: [] as Run[], noisy: [] as Run[] };
    const pairs = { clean: [] as { reference: string; hypothesis: string }[], noisy: [] as { reference: string; hypothesis: string }[] };
    for (const sample of corpus.samples) {
      const run = await timed(engine, sample.file);
      byKind[sample.kind].push(run);
      pairs[sample.kind].push({ reference: sample.text, hypothesis: textOf(run.transcript) });
      console.log(`  ${sample.id.padEnd(10)} WER ${f2(wordErrorRate(sample.text, textOf(run.transcript)))}  "${textOf(run.transcript)}"`);
    }
    const speed = (runs: Run[]) => {
      const audio = runs.reduce((s, r) => s + r.audio, 0);
      return { audio, wall: runs.reduce((s, r) => s + r.wall, 0) / audio, cpu: runs.reduce((s, r) => s + r.cpu, 0) / audio };
    };
    for (const kind of ['clean', 'noisy'] as const) {
      const s = speed(byKind[kind]);
      console.log(`${kind.padEnd(7)} WER ${f2(corpusWordErrorRate(pairs[kind]))} over ${pairs[kind].length} sentences (${f2(s.audio)} s of audio); ${f2(s.wall)} s wall, ${f2(s.cpu)} s CPU per audio second`);
    }
    const all = speed([...byKind.clean, ...byKind.noisy]);
    console.log(`overall WER ${f2(corpusWordErrorRate([...pairs.clean, ...pairs.noisy]))}; ${f2(all.wall)} s wall, ${f2(all.cpu)} s CPU per audio second`);

    // One answer-like clip: corpus sentences for LONG_SECONDS, as 16 kHz PCM and as a browser's
    // WebM/Opus recording (lossy: the figures show what the codec costs the decoder).
    const { file: wav, text } = await buildLongClip(corpus.dir, LONG_SECONDS);
    const webm = path.join(corpus.dir, 'answer.webm');
    // 48 kHz, as browsers record: from a 16 kHz input libopus picks its narrower speech mode,
    // which costs this decoder a third more errors (measured 0.51 against 0.38 on a 30 s clip).
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', wav, '-ar', '48000', '-c:a', 'libopus', '-b:a', '64k', webm]);
    for (const [label, file] of [['16 kHz PCM', wav], ['WebM/Opus 48 kHz 64 kb/s', webm]] as const) {
      const long = await timed(engine, file);
      console.log(
        `${f2(long.audio)} s answer (${label}): ${f2(long.wall)} s wall (${f2(long.wall / long.audio)} per audio second), ` +
          `${f2(long.cpu)} s CPU (${f2(long.cpu / long.audio)}); ${long.transcript.segments.length} segments; WER ${f2(wordErrorRate(text, textOf(long.transcript)))}`,
      );
    }
  } finally {
    await corpus.dispose();
  }
}

/** `npm run bench -- transcripts`: the offline engine's figures, then the transcript search's. */
export async function transcriptsBench(): Promise<void> {
  await sttBench();
  await transcriptSearchBench();
}
