import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { answersBeingSaved, savedPercent, useCamera } from './hooks';
import type { AnswerProgress, UploadsSnapshot } from './upload/uploadManager';

const answer = (questionId: number, over: Partial<AnswerProgress> = {}): AnswerProgress => ({
  uploadKey: `k-${questionId}-${over.createdAt ?? 0}`,
  questionId,
  recordedBytes: 1000,
  ackedBytes: 500,
  finished: true,
  state: 'uploading',
  error: null,
  interrupted: false,
  createdAt: 0,
  ...over,
});

const snapshot = (answers: AnswerProgress[]): UploadsSnapshot => ({ answers, recordedBytes: 0, ackedBytes: 0, pending: true });

describe('answers being saved (the banner)', () => {
  it('leaves out the answer still recording, the one on screen, and the ones saved or failed', () => {
    const recording = answer(1, { finished: false, ackedBytes: 990 });
    const saving = answer(2);
    const onScreen = answer(3);
    const done = answer(4, { state: 'done', ackedBytes: 1000 });
    const failed = answer(5, { state: 'failed' });
    const waiting = answer(6, { state: 'retrying' });
    expect(answersBeingSaved(snapshot([recording, saving, onScreen, done, failed, waiting]), 3)).toEqual([saving, waiting]);
    expect(answersBeingSaved(snapshot([recording]), null)).toEqual([]);
  });
});

describe('saved percentage', () => {
  it('is acknowledged over recorded bytes, below 100 until the server has every answer', () => {
    expect(savedPercent([answer(1, { ackedBytes: 870 })])).toBe(87);
    expect(savedPercent([answer(1, { ackedBytes: 1000 })])).toBe(99);
    expect(savedPercent([answer(1, { ackedBytes: 1000, state: 'done' })])).toBe(100);
    expect(savedPercent([answer(1, { ackedBytes: 0, recordedBytes: 0 })])).toBe(0);
  });

  it('counts saved answers in and failed ones out', () => {
    expect(savedPercent([answer(1, { state: 'done', ackedBytes: 1000 }), answer(2, { ackedBytes: 0 })])).toBe(50);
    expect(savedPercent([answer(1, { state: 'failed', ackedBytes: 0 }), answer(2, { ackedBytes: 600 })])).toBe(60);
    expect(savedPercent([])).toBe(100);
  });
});

describe('useCamera', () => {
  const track = (kind: string) => ({ kind, readyState: 'live', stop: vi.fn() });
  const streamOf = (...kinds: string[]) => {
    const tracks = kinds.map(track);
    return { getTracks: () => tracks, getVideoTracks: () => tracks.filter((t) => t.kind === 'video') } as unknown as MediaStream;
  };
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the microphone alone when nothing is answered on video, and for the camera as well when something is', async () => {
    const getUserMedia = vi.fn(async (c: MediaStreamConstraints) => (c.video ? streamOf('video', 'audio') : streamOf('audio')));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    const { result, rerender } = renderHook(({ video }) => useCamera(video), { initialProps: { video: false } });
    await act(() => result.current.request());
    expect(getUserMedia).toHaveBeenLastCalledWith(expect.objectContaining({ video: false, audio: expect.any(Object) }));
    expect(result.current.video).toBe(false);
    // The live microphone serves again...
    await act(() => result.current.request());
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    // ...unless the camera is wanted: then it is asked for, and the microphone-only stream let go.
    const micOnly = result.current.stream!;
    rerender({ video: true });
    await act(() => result.current.request());
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(getUserMedia).toHaveBeenLastCalledWith(expect.objectContaining({ video: expect.objectContaining({ facingMode: 'user' }) }));
    expect(micOnly.getTracks()[0].stop).toHaveBeenCalled();
    expect(result.current.stream!.getVideoTracks()).toHaveLength(1);
  });
});
