import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One short demo answer: an MP4 (H.264 + AAC, faststart) and its JPEG poster, on local disk. */
export interface DemoClip {
  file: string;
  poster: string;
  durationMs: number;
  sizeBytes: number;
  /** Whether its sound is the answer spoken (else it is silent). */
  spoken: boolean;
}

/** One candidate's answers: their picture (the label on a background) and what each answer says. */
export interface ReelRequest {
  /** Drawn on the clips when ffmpeg can draw text (the candidate's name). */
  label: string;
  /** The background, an index into the palette. */
  palette: number;
  answers: {
    /** What the candidate says: espeak-ng speaks it as the clip's sound. Null: a silent clip. */
    speech: string | null;
    /** Length of a silent clip; a spoken one lasts as long as its speech and the pauses around it. */
    seconds: number;
  }[];
}

export interface DemoClips {
  /** Per reel, its answers' clips in order. */
  clips: DemoClip[][];
  /** Why clips that should speak are silent (espeak-ng missing or failing), or null. */
  speechSkipped: string | null;
}

/** The recordings could not be made (no ffmpeg, or it failed); the message says why. */
export class RecordingsSkipped extends Error {}

/** espeak-ng's voice and pace: US English (the offline speech engine's model) at a conversational 150 words a minute. */
const VOICE = ['-v', 'en-us', '-s', '150'];
/** Silence before and after the speech, in seconds: the candidate settles, then stops recording. */
const LEAD = 0.5;
const TAIL = 0.8;
/** espeak-ng writes 16-bit mono PCM at this rate; silent clips use it too. */
const ESPEAK_RATE = 22_050;
const QUIET = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];
/** Frames a second of the picture: a still with a clock in the corner needs few, and each costs time at first start. */
const FPS = 5;

/** Fonts drawtext can use without a download, where common systems install them. */
const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/liberation-sans/LiberationSans-Regular.ttf',
  '/usr/share/fonts/noto/NotoSans-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
  '/System/Library/Fonts/Supplemental/Arial.ttf',
  '/Library/Fonts/Arial.ttf',
];

/** Paths put into a filter graph unescaped: only characters with no meaning there. */
const PLAIN_PATH = /^[\w/.-]+$/;

const findFont = () => FONT_CANDIDATES.find((f) => PLAIN_PATH.test(f) && fs.existsSync(f)) ?? null;

/** Calm backgrounds, one per candidate in turn. */
const GRADIENTS = [
  ['0x1f3b57', '0x2f6f6a'],
  ['0x2d2a4a', '0x4a4e8c'],
  ['0x243b2f', '0x3e6b4f'],
  ['0x3b2a35', '0x6b4a5a'],
];

/**
 * The ways to draw a clip, best first: the label on a gradient (ffmpeg 4.4+ and a font), the
 * label on the classic test pattern, the test pattern alone. The first that works is used for
 * every reel.
 */
type Style = 'gradient' | 'pattern-text' | 'pattern';

/** One still gradient (a PNG) per palette entry: looping a still costs far less than drawing each frame. */
const gradientArgs = (index: number, out: string) => {
  const [c0, c1] = GRADIENTS[index % GRADIENTS.length];
  return ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `gradients=s=640x360:c0=${c0}:c1=${c1}:x0=0:y0=0:x1=640:y1=360:duration=1`, '-frames:v', '1', out];
};

/** What one clip is made of: its length, and the speech (a WAV) or null for silence. */
interface ClipPlan {
  seconds: number;
  speech: string | null;
}

/**
 * A reel's picture, once, as long as its longest answer: H.264 without B-frames, so each answer
 * can take the first seconds of it unchanged (a stream copy cut at any frame), and the poster.
 */
function reelArgs(style: Style, font: string | null, seconds: number, spoken: boolean, background: string, textFile: string, out: string, poster: string) {
  const source =
    style === 'gradient'
      ? ['-loop', '1', '-framerate', String(FPS), '-t', String(seconds), '-i', background]
      : ['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=${FPS}:duration=${seconds}`];
  const text = (opts: string) => `drawtext=fontfile=${font}:fontcolor=white:${opts}`;
  const caption = spoken ? 'Demo answer' : 'Demo answer (silent)';
  const drawn =
    style === 'gradient'
      ? [
          text(`textfile=${textFile}:fontsize=40:x=(w-text_w)/2:y=(h-text_h)/2-10`),
          text(`text='${caption}':fontsize=18:alpha=0.8:x=(w-text_w)/2:y=h/2+30`),
          text(`text='%{pts\\:hms}':fontsize=16:alpha=0.7:x=w-text_w-16:y=h-text_h-14`),
        ]
      : style === 'pattern-text'
        ? [text(`textfile=${textFile}:fontsize=34:box=1:boxcolor=black@0.6:boxborderw=14:x=(w-text_w)/2:y=h-text_h-36`)]
        : [];
  const video = [...drawn, 'format=yuv420p', 'split=2[v][p]'].join(',');
  return [
    ...QUIET,
    ...source,
    '-filter_complex', `[0:v]${video}`,
    // The answer's video as the transcode makes it: H.264 (here without B-frames).
    '-map', '[v]', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-bf', '0', '-pix_fmt', 'yuv420p', '-f', 'mp4', out,
    // The poster about one second in, as extractPoster takes it.
    '-map', '[p]', '-ss', seconds >= 2 ? '1' : '0', '-frames:v', '1', '-q:v', '3', '-f', 'image2', poster,
  ];
}

/** Each answer of a reel in one run: the reel's first seconds (copied) and its sound, as AAC with the index first. */
function answerArgs(reel: string, plans: ClipPlan[], outs: string[]) {
  const inputs = plans.flatMap((p) => (p.speech ? ['-i', p.speech] : ['-f', 'lavfi', '-t', String(p.seconds), '-i', `anullsrc=r=${ESPEAK_RATE}:cl=mono`]));
  // The speech after a short pause, padded with silence to the clip's end (each output's -t).
  const sounds = plans.map((p, i) => `[${i + 1}:a]${p.speech ? `adelay=${LEAD * 1000},apad` : 'anull'}[a${i}]`).join(';');
  return [
    ...QUIET,
    '-i', reel,
    ...inputs,
    '-filter_complex', sounds,
    ...plans.flatMap((p, i) => [
      '-map', '0:v', '-map', `[a${i}]`, '-t', String(p.seconds), '-c:v', 'copy',
      // AAC's fast coder: a third of the default's time, and speech at 48 kb/s sounds the same.
      '-c:a', 'aac', '-aac_coder', 'fast', '-b:a', '48k', '-ac', '1', '-movflags', '+faststart', '-f', 'mp4', outs[i],
    ]),
  ];
}

/**
 * Makes the clips of each reel in `dir` with ffmpeg (two reels at a time): the reel's picture is
 * encoded once and each answer takes its length of it, with its own sound, which espeak-ng speaks
 * from the answer's text. Throws RecordingsSkipped when ffmpeg is missing or cannot make any.
 * Without a working espeak-ng the clips are silent and `speechSkipped` says why.
 */
export async function makeDemoClips(
  bins: { ffmpegPath: string; espeakPath?: string },
  reels: ReelRequest[],
  dir: string,
): Promise<DemoClips> {
  const font = findFont();
  const styles: Style[] = font ? ['gradient', 'pattern-text', 'pattern'] : ['pattern'];
  let styleIndex = 0;
  const espeak = bins.espeakPath ?? 'espeak-ng';
  let espeakMissing = false;
  let speechSkipped: string | null = null;

  const backgrounds = new Map<number, Promise<unknown>>();
  const background = (i: number) => {
    const k = i % GRADIENTS.length;
    if (!backgrounds.has(k)) backgrounds.set(k, run(bins.ffmpegPath, gradientArgs(k, path.join(dir, `bg-${k}.png`)), { timeout: 60_000 }));
    return { file: path.join(dir, `bg-${k}.png`), made: backgrounds.get(k)! };
  };

  /** The answer's speech as a WAV and the clip's length; a silent clip when there is none or espeak-ng fails. */
  const plan = async (answer: ReelRequest['answers'][number], wav: string): Promise<ClipPlan> => {
    const silent = { seconds: answer.seconds, speech: null };
    if (!answer.speech || espeakMissing) return silent;
    try {
      await run(espeak, [...VOICE, '-w', wav, answer.speech], { timeout: 60_000 });
    } catch (err) {
      espeakMissing ||= (err as NodeJS.ErrnoException).code === 'ENOENT';
      speechSkipped ??= espeakMissing
        ? `${espeak} is not installed (apt-get install espeak-ng): the demo answers are silent`
        : `espeak-ng failed, so some demo answers are silent: ${String((err as Error)?.message ?? err).slice(0, 300)}`;
      return silent;
    }
    const spoken = Math.max(0, (await fsp.stat(wav)).size - 44) / 2 / ESPEAK_RATE;
    // Whole frames, so that the video ends with the sound.
    return { seconds: Math.ceil((LEAD + spoken + TAIL) * FPS) / FPS, speech: wav };
  };

  const makeReel = async (reel: ReelRequest, r: number): Promise<DemoClip[]> => {
    const plans: ClipPlan[] = [];
    for (const [i, answer] of reel.answers.entries()) plans.push(await plan(answer, path.join(dir, `speech-${r}-${i}.wav`)));
    if (plans.length === 0) return [];
    const video = path.join(dir, `reel-${r}.mp4`);
    const poster = path.join(dir, `reel-${r}.jpg`);
    const textFile = `reel-${r}.txt`;
    await fsp.writeFile(path.join(dir, textFile), reel.label);
    const seconds = Math.max(...plans.map((p) => p.seconds));
    const spoken = plans.some((p) => p.speech);
    for (;;) {
      const style = styles[styleIndex];
      if (!style) throw new RecordingsSkipped('ffmpeg could not make a clip');
      try {
        const bg = style === 'gradient' ? background(reel.palette) : null;
        await bg?.made;
        await run(bins.ffmpegPath, reelArgs(style, font, seconds, spoken, bg?.file ?? '', textFile, video, poster), { cwd: dir, timeout: 60_000 });
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new RecordingsSkipped(`${bins.ffmpegPath} is not installed (FFMPEG_PATH)`);
        // This ffmpeg lacks a filter or the font (or another reel already moved on): try the next style.
        if (styles[styleIndex] === style) styleIndex++;
      }
    }
    const files = plans.map((_, i) => path.join(dir, `clip-${r}-${i}.mp4`));
    await run(bins.ffmpegPath, answerArgs(video, plans, files), { timeout: 60_000 });
    await Promise.all([video, ...plans.flatMap((p) => p.speech ?? [])].map((f) => fsp.rm(f, { force: true })));
    // Both streams are cut to the clip's length, which is what ffprobe reports for them.
    return Promise.all(
      plans.map(async (p, i) => ({
        file: files[i],
        poster,
        durationMs: Math.round(p.seconds * 1000),
        sizeBytes: (await fsp.stat(files[i])).size,
        spoken: p.speech !== null,
      })),
    );
  };

  const clips: DemoClip[][] = new Array(reels.length);
  let next = 0;
  const worker = async () => {
    while (next < reels.length) {
      const r = next++;
      clips[r] = await makeReel(reels[r], r);
    }
  };
  const parallel = Math.max(1, Math.min(2, os.availableParallelism()));
  await Promise.all(Array.from({ length: parallel }, worker));
  return { clips, speechSkipped };
}
