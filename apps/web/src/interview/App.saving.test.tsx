import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { defaultOptions } from 'tus-js-client';
import { mockApi, ok } from '../test/api';
import { InterviewApp } from './App';
import { saveProgress } from './storage';
import { FakeRecorder } from './test/fakeRecorder';
import { FakeTusServer } from './test/fakeTusServer';
import { buildLanding, buildSession } from './test/fixtures';
import { MemoryChunkStore } from './upload/chunkStore';
import { t } from './i18n';

/*
 * The candidate saw "Uploading… 99%" while still recording: chunks upload as they are recorded,
 * so bytes sent over bytes recorded stays just below 100% for as long as the candidate speaks.
 * While recording the page shows the recording, and an answer's saving only once it is stopped.
 */

const track = { kind: 'video', readyState: 'live', stop: () => undefined };
const stream = { getTracks: () => [track], getAudioTracks: () => [], getVideoTracks: () => [track] } as unknown as MediaStream;

/**
 * The app's uploads use tus-js-client's default HTTP stack (its Node one under Vitest): this tus
 * server takes its place and never answers, so every byte stays unacknowledged.
 */
let server: FakeTusServer;
const defaultStack = defaultOptions.httpStack;

beforeEach(() => {
  server = new FakeTusServer();
  server.intercept = () => 'no-answer';
  defaultOptions.httpStack = server;
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: async () => stream } });
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:recording'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
});

afterEach(() => {
  defaultOptions.httpStack = defaultStack;
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('candidate app: saving answers', () => {
  it('shows no upload percentage while recording, and the answer being saved once it is stopped', async () => {
    const ref = { campaignId: 5, enterpriseId: 7 };
    window.localStorage.setItem('candid.interview.5', 'tok');
    saveProgress(ref, { resumeStepDone: true, deviceChecked: true, practiceDone: true });
    mockApi([
      { method: 'GET', path: '/api/interview/5/7', reply: ok(buildLanding()) },
      { method: 'GET', path: '/api/interview/5/7/session', reply: ok(buildSession({ consentAt: '2025-01-01T00:00:00Z' })) },
    ]);
    window.history.replaceState(null, '', '/invite/5/7');
    render(<InterviewApp openStore={async () => ({ store: new MemoryChunkStore(), persistent: false })} />);

    expect(await screen.findByRole('heading', { level: 1, name: t('questionOf', { n: 1, total: 3 }) })).toBeTruthy();
    const start = await screen.findByRole('button', { name: t('startRecordingNow') });
    await waitFor(() => expect((start as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(start);
    await screen.findByText(t('startingRecording'));
    act(() => FakeRecorder.last!.produce(4000));
    act(() => FakeRecorder.last!.data(4000));
    expect(await screen.findByRole('button', { name: t('stopRecording') })).toBeTruthy();

    // Bytes recorded and none acknowledged: the answer's upload has started (its creation is
    // sent, so the recorded bytes are in the upload state the screens read) and the page has
    // rendered since. The recording shows, and no percentage anywhere.
    await waitFor(() => expect(server.log.map((r) => `${r.method} ${r.url}`)).toEqual(['POST http://localhost:3000/api/uploads/answers']));
    expect(screen.getByText(t('recording'))).toBeTruthy();
    expect(screen.queryByText(/%/)).toBeNull();
    expect(screen.queryByRole('progressbar', { name: t('overallUpload') })).toBeNull();
    expect(screen.queryByRole('progressbar', { name: t('uploadAnswer') })).toBeNull();

    // Stopped: this answer is being saved, on the question's own screen (no second banner).
    fireEvent.click(screen.getByRole('button', { name: t('stopRecording') }));
    expect(await screen.findByText(t('answerSaving'))).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: t('uploadAnswer') }).getAttribute('aria-valuenow')).toBe('0');
    expect(screen.queryByRole('progressbar', { name: t('overallUpload') })).toBeNull();

    // On to the next question while it is still being saved: the banner says so.
    fireEvent.click(screen.getByRole('button', { name: t('nextQuestion') }));
    expect(await screen.findByRole('heading', { level: 1, name: t('questionOf', { n: 2, total: 3 }) })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: t('overallUpload') })).toBeTruthy();
    expect(screen.getByText(t('savingAnswers'), { exact: false })).toBeTruthy();
  });
});
