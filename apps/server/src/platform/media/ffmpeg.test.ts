import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { extractPoster } from './ffmpeg';

/**
 * An answer as the server stored it after a remux: Chromium recorded H.264 on a starved machine
 * and its camera gave one picture in 2.3 s of sound. The lone frame has no duration, so the MP4's
 * edit list leaves it out and a decoder honouring the list finds no frame at all (ffprobe marks
 * the packet "discard"). Kept from an end-to-end run where the answer came without a poster.
 */
const loneFrame = path.resolve(import.meta.dirname, '../../../test/fixtures/lone-frame-hidden-by-edit-list.mp4');

describe('extractPoster', () => {
  it('finds the picture of an MP4 whose only frame its edit list hides', async () => {
    const framesSeen = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v', '-show_frames', '-show_entries', 'frame=key_frame', '-of', 'csv', loneFrame], { encoding: 'utf8' });
    expect(framesSeen.trim()).toBe('');
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'candid-poster-')), 'poster.jpg');
    try {
      expect(await extractPoster('ffmpeg', loneFrame, out, 1)).toBe(true);
      const jpeg = fs.readFileSync(out);
      expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    } finally {
      fs.rmSync(path.dirname(out), { recursive: true, force: true });
    }
  });
});
