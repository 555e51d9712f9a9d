import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { INTERVIEW_LIMITS } from '@candid/shared/constants';
import { callsTo, mockApi } from '../../test/api';
import type { CameraState } from '../hooks';
import type { UploadManager } from '../upload/uploadManager';
import { buildLanding, buildQuestion } from '../test/fixtures';
import { QuestionStep } from './QuestionStep';

const camera: CameraState = { stream: null, video: true, error: null, pending: false, request: async () => null, release: () => undefined };
const EMPTY = { answers: [] };
const manager = { subscribe: () => () => undefined, snapshot: () => EMPTY } as unknown as UploadManager;
const VIDEO = '/api/interview/5/7/video/11';

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  cleanup(); // unmount (revoking the object URL) before jsdom's URL is restored
  vi.unstubAllGlobals();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('QuestionStep with an avatar video', () => {
  it('fetches the video with the token and shows it in a playsinline video with the question text', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:avatar'), revokeObjectURL: vi.fn() });
    const speak = vi.fn();
    vi.stubGlobal('speechSynthesis', { speak, cancel: vi.fn(), getVoices: () => [] });
    const fetchMock = mockApi([{ method: 'GET', path: VIDEO, reply: { status: 200, body: 'mp4' } }]);
    const { container } = render(
      <QuestionStep
        landing={buildLanding()}
        question={buildQuestion(11, { text: 'Why nursing?', videoUrl: VIDEO })}
        index={0}
        total={1}
        token="tok"
        manager={manager}
        camera={camera}
        attemptsLeft={2}
        interrupted={false}
        onAttemptStarted={() => undefined}
        onAttemptDropped={() => undefined}
        onSeenInterrupted={() => undefined}
        onNext={() => undefined}
      />,
    );
    expect(await screen.findByLabelText('Why nursing?', { selector: 'video' })).toBeTruthy();
    const video = container.querySelector('video.question-video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('blob:avatar');
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(screen.getByText('Why nursing?', { selector: 'p' })).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, VIDEO);
    expect((init.headers as Record<string, string>)[INTERVIEW_LIMITS.tokenHeader]).toBe('tok');
    expect(speak).not.toHaveBeenCalled();
  });
});
