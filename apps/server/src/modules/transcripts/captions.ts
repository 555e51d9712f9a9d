import type { FastifyReply } from 'fastify';
import type { TranscriptSegment } from '@candid/shared';
import { PERSONAL_FILE_CACHE } from '../media/range';

/** 3725.5 → '01:02:05.500' (WebVTT cue timing: hours always shown). */
export function vttTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/**
 * Cue text as WebVTT reads it: '&', '<' and '>' as character references (so '-->' cannot end the
 * cue timing and no markup gets in), on one line (a blank line would end the cue).
 */
export const vttText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\s+/g, ' ')
    .trim();

/** A WebVTT file of the segments: one numbered cue each, empty ones left out, every cue at least 1 ms long. */
export function toWebVtt(segments: readonly TranscriptSegment[]): string {
  const cues: string[] = [];
  for (const seg of segments) {
    const text = vttText(seg.text);
    if (!text) continue;
    const end = Math.max(seg.end, seg.start + 0.001);
    cues.push(`${cues.length + 1}\n${vttTime(seg.start)} --> ${vttTime(end)}\n${text}`);
  }
  return `WEBVTT\n\n${cues.map((c) => `${c}\n\n`).join('')}`;
}

/** Answers a WebVTT file, kept by no shared cache (the answer's access rules apply to it). */
export const sendVtt = (reply: FastifyReply, vtt: string) =>
  reply.code(200).header('cache-control', PERSONAL_FILE_CACHE).type('text/vtt; charset=utf-8').send(vtt);
