import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FakeRecorder, liveCamera, setUpRecordingHarness } from '../test/fakeRecorder';
import { buildLanding, buildQuestion } from '../test/fixtures';
import { QuestionStep } from './QuestionStep';
import { t } from '../i18n';

/*
 * Chunks upload while the candidate records, so a share of the bytes recorded so far would sit
 * just below 100% for as long as they speak. The step shows the recording while it records, and
 * the saving of the answer, with its percentage, only once it is stopped, up to "Answer saved".
 */

const camera = liveCamera;

const harness = setUpRecordingHarness();

const uploadBar = () => screen.queryByRole('progressbar', { name: t('uploadAnswer') });

describe('QuestionStep: saving an answer', () => {
  it('shows the recording while it records, and the saving with its percentage only once stopped, up to saved', async () => {
    render(
      <QuestionStep
        landing={buildLanding({ settings: { thinkTimeSeconds: 600, answerTimeLimitSeconds: 600, retakes: 0, untimed: false } })}
        question={buildQuestion(1)}
        index={0}
        total={2}
        token="tok"
        manager={harness.manager()}
        camera={camera}
        attemptsLeft={1}
        interrupted={false}
        onAttemptStarted={() => undefined}
        onAttemptDropped={() => undefined}
        onSeenInterrupted={() => undefined}
        onNext={() => undefined}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: t('startRecordingNow') }));
    await screen.findByText(t('startingRecording'));
    act(() => FakeRecorder.last!.produce(5000));
    act(() => FakeRecorder.last!.data(5000));

    // Recording, with bytes on the way: the recording state, and no upload percentage.
    expect(await screen.findByRole('button', { name: t('stopRecording') })).toBeTruthy();
    expect(screen.getByText(t('recording'))).toBeTruthy();
    await waitFor(() => expect(harness.manager().snapshot().answers[0]?.recordedBytes).toBe(10_000));
    expect(uploadBar()).toBeNull();
    expect(screen.queryByText(/%/)).toBeNull();
    expect(screen.queryByText(t('answerSaving'))).toBeNull();

    // Stopped: the answer is being saved, with how far it has got.
    fireEvent.click(screen.getByRole('button', { name: t('stopRecording') }));
    expect(await screen.findByText(t('answerSaving'))).toBeTruthy();
    expect(Number(uploadBar()?.getAttribute('aria-valuenow'))).toBeLessThan(100);
    expect(screen.getByText(/^\d+%$/)).toBeTruthy();

    // The server has it all: saved, at 100%.
    harness.server().release();
    expect(await screen.findByText(t('answerSaved'))).toBeTruthy();
    expect(uploadBar()?.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByText(t('answerSaving'))).toBeNull();
  });
});

describe('QuestionStep: an audio answer (issue 29)', () => {
  it('records the microphone as audio, says the camera is not used, and plays it back with an audio player', async () => {
    const { container } = render(
      <QuestionStep
        landing={buildLanding({ settings: { thinkTimeSeconds: 600, answerTimeLimitSeconds: 600, retakes: 0, untimed: false } })}
        question={buildQuestion(1, { kind: 'audio' })}
        index={0}
        total={2}
        token="tok"
        manager={harness.manager()}
        camera={camera}
        attemptsLeft={1}
        interrupted={false}
        onAttemptStarted={() => undefined}
        onAttemptDropped={() => undefined}
        onSeenInterrupted={() => undefined}
        onNext={() => undefined}
      />,
    );
    // Before recording: the microphone's level where the camera's picture would be.
    expect(screen.getByText(t('audioAnswer'))).toBeTruthy();
    expect(container.querySelector('video')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: t('startRecordingNow') }));
    await screen.findByText(t('startingRecording'));
    // The recorder was made for sound only.
    expect(FakeRecorder.last!.mimeType).toBe('audio/webm;codecs=opus');
    act(() => FakeRecorder.last!.produce(3000));
    expect(await screen.findByRole('button', { name: t('stopRecording') })).toBeTruthy();
    expect(container.querySelector('video')).toBeNull();
    await waitFor(() => expect(harness.manager().snapshot().answers[0]?.recordedBytes).toBe(3000));

    fireEvent.click(screen.getByRole('button', { name: t('stopRecording') }));
    // The upload tells the server it is an audio answer.
    await waitFor(() => expect([...harness.server().uploads.values()][0]?.metadata.filetype).toBe('audio/webm;codecs=opus'));
    const player = await screen.findByLabelText(t('yourRecording'));
    expect(player.tagName).toBe('AUDIO');
    harness.server().release();
    expect(await screen.findByText(t('answerSaved'))).toBeTruthy();
  });
});
