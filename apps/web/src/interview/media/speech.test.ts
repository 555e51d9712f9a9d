import { describe, expect, it } from 'vitest';
import { pickMimeType } from './recorder';
import { pickVoice } from './speech';

const voices = [
  { name: 'Google US English', lang: 'en-US', default: true },
  { name: 'Microsoft Natasha Online (Natural) - English (Australia)', lang: 'en-AU' },
  { name: 'Karen', lang: 'en_AU', localService: true },
  { name: 'Google Deutsch', lang: 'de-DE' },
];

describe('pickVoice', () => {
  it('prefers the same speaker in the same language', () => {
    expect(pickVoice(voices, 'en-AU-NatashaNeural', 'en-AU')?.name).toContain('Natasha');
  });

  it('then the language, preferring a local voice', () => {
    expect(pickVoice(voices, 'en-AU-WilliamNeural', 'en-AU')?.name).toBe('Karen');
  });

  it('then the base language', () => {
    expect(pickVoice(voices, 'en-GB-SoniaNeural', 'en-GB')?.name).toBe('Google US English');
  });

  it('an exact name wins; nothing matching gives null', () => {
    expect(pickVoice(voices, 'Google Deutsch', 'en-AU')?.name).toBe('Google Deutsch');
    expect(pickVoice(voices, 'fr-FR-DeniseNeural', 'fr-FR')).toBeNull();
    expect(pickVoice([], 'en-AU-NatashaNeural', 'en-AU')).toBeNull();
  });
});

describe('pickMimeType', () => {
  it('takes the first supported type in order of preference', () => {
    // H.264 wherever the browser records it: the server keeps it without re-encoding.
    const chromium = ['video/webm;codecs=h264,opus', 'video/mp4', 'video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm'];
    expect(pickMimeType((t) => chromium.includes(t))).toBe('video/webm;codecs=h264,opus');
    expect(pickMimeType((t) => t === 'video/webm;codecs=vp8,opus' || t === 'video/mp4')).toBe('video/mp4');
    expect(pickMimeType((t) => t === 'video/webm;codecs=vp8,opus' || t === 'video/webm')).toBe('video/webm;codecs=vp8,opus');
    expect(pickMimeType(() => false)).toBe('');
  });
});
