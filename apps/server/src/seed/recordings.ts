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
}

export interface ClipRequest {
  /** Drawn on the clip when ffmpeg can draw text (the candidate's name). */
  label: string;
  seconds: number;
}

/** The recordings could not be made (no ffmpeg, or it failed); the message says why. */
export class RecordingsSkipped extends Error {}

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

/** Calm backgrounds, one per clip in turn. */
const GRADIENTS = [
  ['0x1f3b57', '0x2f6f6a'],
  ['0x2d2a4a', '0x4a4e8c'],
  ['0x243b2f', '0x3e6b4f'],
  ['0x3b2a35', '0x6b4a5a'],
];

/**
 * The ways to draw a clip, best first: the label on a gradient (ffmpeg 4.4+ and a font), the
 * label on the classic test pattern, the test pattern alone. The first that works is used for
 * every clip.
 */
type Style = 'gradient' | 'pattern-text' | 'pattern';

/** One still gradient (a PNG) per palette entry: looping a still costs far less than drawing each frame. */
const gradientArgs = (index: number, out: string) => {
  const [c0, c1] = GRADIENTS[index % GRADIENTS.length];
  return ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `gradients=s=640x360:c0=${c0}:c1=${c1}:x0=0:y0=0:x1=640:y1=360:duration=1`, '-frames:v', '1', out];
};

function clipArgs(style: Style, font: string | null, req: ClipRequest, index: number, background: string, textFile: string, out: string, poster: string) {
  const s = req.seconds;
  const source =
    style === 'gradient'
      ? ['-loop', '1', '-framerate', '10', '-t', String(s), '-i', background]
      : ['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=10:duration=${s}`];
  const text = (opts: string) => `drawtext=fontfile=${font}:fontcolor=white:${opts}`;
  const drawn =
    style === 'gradient'
      ? [
          text(`textfile=${textFile}:fontsize=40:x=(w-text_w)/2:y=(h-text_h)/2-10`),
          text(`text='Demo answer':fontsize=18:alpha=0.8:x=(w-text_w)/2:y=h/2+30`),
          text(`text='%{pts\\:hms}':fontsize=16:alpha=0.7:x=w-text_w-16:y=h-text_h-14`),
        ]
      : style === 'pattern-text'
        ? [text(`textfile=${textFile}:fontsize=34:box=1:boxcolor=black@0.6:boxborderw=14:x=(w-text_w)/2:y=h-text_h-36`)]
        : [];
  const video = [...drawn, 'format=yuv420p', 'split=2[v][p]'].join(',');
  return [
    '-hide_banner', '-nostdin', '-loglevel', 'error', '-y',
    ...source,
    '-f', 'lavfi', '-i', `sine=frequency=${262 + (index % 4) * 66}:sample_rate=48000:duration=${s}`,
    '-filter_complex', `[0:v]${video};[1:a]volume=0.08[a]`,
    // The answer as the transcode makes it: H.264 + AAC with the index first.
    '-map', '[v]', '-map', '[a]', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '48k', '-ac', '1', '-movflags', '+faststart', '-f', 'mp4', out,
    // The poster about one second in, as extractPoster takes it.
    '-map', '[p]', '-ss', s >= 2 ? '1' : '0', '-frames:v', '1', '-q:v', '3', '-f', 'image2', poster,
  ];
}

/**
 * Makes one clip per request in `dir` with ffmpeg (two at a time), each with its poster. Throws
 * RecordingsSkipped when ffmpeg is missing or cannot make any.
 */
export async function makeDemoClips(
  bins: { ffmpegPath: string },
  requests: ClipRequest[],
  dir: string,
): Promise<DemoClip[]> {
  const font = findFont();
  const styles: Style[] = font ? ['gradient', 'pattern-text', 'pattern'] : ['pattern'];
  let styleIndex = 0;

  const backgrounds = new Map<number, Promise<unknown>>();
  const background = (i: number) => {
    const k = i % GRADIENTS.length;
    if (!backgrounds.has(k)) backgrounds.set(k, run(bins.ffmpegPath, gradientArgs(k, path.join(dir, `bg-${k}.png`)), { timeout: 60_000 }));
    return { file: path.join(dir, `bg-${k}.png`), made: backgrounds.get(k)! };
  };

  const makeOne = async (req: ClipRequest, i: number): Promise<DemoClip> => {
    const file = path.join(dir, `clip-${i}.mp4`);
    const poster = path.join(dir, `clip-${i}.jpg`);
    const textFile = `clip-${i}.txt`;
    await fsp.writeFile(path.join(dir, textFile), req.label);
    for (;;) {
      const style = styles[styleIndex];
      if (!style) throw new RecordingsSkipped('ffmpeg could not make a clip');
      try {
        const bg = style === 'gradient' ? background(i) : null;
        await bg?.made;
        await run(bins.ffmpegPath, clipArgs(style, font, req, i, bg?.file ?? '', textFile, file, poster), { cwd: dir, timeout: 60_000 });
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new RecordingsSkipped(`${bins.ffmpegPath} is not installed (FFMPEG_PATH)`);
        // This ffmpeg lacks a filter or the font (or another clip already moved on): try the next style.
        if (styles[styleIndex] === style) styleIndex++;
      }
    }
    const { size } = await fsp.stat(file);
    // Both streams are cut to the requested length, which is what ffprobe reports for them.
    return { file, poster, durationMs: req.seconds * 1000, sizeBytes: size };
  };

  const clips: DemoClip[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const i = next++;
      clips[i] = await makeOne(requests[i], i);
    }
  };
  const parallel = Math.max(1, Math.min(2, os.availableParallelism()));
  await Promise.all(Array.from({ length: parallel }, worker));
  return clips;
}
