import { describe, expect, it, vi } from 'vitest';
import { pickMimeType, streamFor } from './recorder';
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
    expect(pickMimeType('video', (t) => chromium.includes(t))).toBe('video/webm;codecs=h264,opus');
    expect(pickMimeType('video', (t) => t === 'video/webm;codecs=vp8,opus' || t === 'video/mp4')).toBe('video/mp4');
    expect(pickMimeType('video', (t) => t === 'video/webm;codecs=vp8,opus' || t === 'video/webm')).toBe('video/webm;codecs=vp8,opus');
    expect(pickMimeType('video', () => false)).toBe('');
  });

  it('records an audio answer as audio: Opus in WebM, else MP4, never a video type', () => {
    const chromium = ['audio/webm;codecs=opus', 'audio/webm', 'video/webm;codecs=h264,opus', 'video/webm'];
    expect(pickMimeType('audio', (t) => chromium.includes(t))).toBe('audio/webm;codecs=opus');
    // Safari records MP4 only.
    expect(pickMimeType('audio', (t) => t === 'audio/mp4' || t === 'video/mp4')).toBe('audio/mp4');
    expect(pickMimeType('audio', (t) => t.startsWith('video/'))).toBe('');
  });
});

describe('streamFor', () => {
  const track = (kind: string) => ({ kind }) as MediaStreamTrack;
  const camera = { getVideoTracks: () => [track('video')], getAudioTracks: () => [track('audio')] } as unknown as MediaStream;

  it('an audio answer takes the microphone alone; a video answer the whole stream', () => {
    class StubStream {
      constructor(readonly tracks: MediaStreamTrack[]) {}
    }
    vi.stubGlobal('MediaStream', StubStream);
    try {
      expect(streamFor(camera, 'video')).toBe(camera);
      const audio = streamFor(camera, 'audio') as unknown as StubStream;
      expect(audio).toBeInstanceOf(StubStream);
      expect(audio.tracks.map((t) => t.kind)).toEqual(['audio']);
      // A microphone-only stream (an interview without video questions) is recorded as it is.
      const mic = { getVideoTracks: () => [], getAudioTracks: () => [track('audio')] } as unknown as MediaStream;
      expect(streamFor(mic, 'audio')).toBe(mic);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
