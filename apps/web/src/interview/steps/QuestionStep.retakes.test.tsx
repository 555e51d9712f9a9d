import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useMemo } from 'react';
import { useAttempts } from '../attempts';
import { FakeRecorder, liveCamera, setUpRecordingHarness } from '../test/fakeRecorder';
import { buildLanding, buildQuestion, buildSession } from '../test/fixtures';
import { UploadManager } from '../upload/uploadManager';
import { QuestionStep } from './QuestionStep';
import { t } from '../i18n';

/*
 * The retake rule (issue 18): "Re-record (n left)" is offered exactly while recordings remain,
 * counted from the moment the recorder really records, whatever the upload is doing. The
 * recorder is a fake MediaRecorder the test drives (its first bytes come when the test says);
 * the upload goes to an in-memory tus server whose PATCH answers are held back until released.
 */

const camera = liveCamera;

/** QuestionStep wired to the attempt count as the app wires it. */
function Harness({ manager, allowance }: { manager: UploadManager; allowance: number }) {
  const session = useMemo(() => buildSession({ questions: [buildQuestion(1, { attemptsLeft: allowance })] }), [allowance]);
  const attempts = useAttempts(session);
  return (
    <QuestionStep
      landing={buildLanding({ settings: { thinkTimeSeconds: 600, answerTimeLimitSeconds: 600, retakes: allowance - 1, untimed: false } })}
      question={session.questions[0]}
      index={0}
      total={2}
      token="tok"
      manager={manager}
      camera={camera}
      attemptsLeft={attempts.left(1)}
      interrupted={false}
      onAttemptStarted={() => attempts.started(1)}
      onAttemptDropped={() => attempts.dropped(1)}
      onSeenInterrupted={() => undefined}
      onNext={() => undefined}
    />
  );
}

const harness = setUpRecordingHarness();

/** The re-record button, whatever its count of attempts left. */
const reRecord = () => screen.queryAllByRole('button').find((button) => /^(Re-record|Ŕé-ŕéçöŕď) \(/.test(button.textContent ?? '')) ?? null;

/** Start, let the recorder produce, stop: one recorded answer. */
async function recordOne() {
  fireEvent.click(await screen.findByRole('button', { name: t('startRecordingNow') }));
  await screen.findByText(t('startingRecording'));
  // No stop button, no clock, until the recorder has produced its first bytes.
  expect(screen.queryByRole('button', { name: t('stopRecording') })).toBeNull();
  act(() => FakeRecorder.last!.produce());
  fireEvent.click(await screen.findByRole('button', { name: t('stopRecording') }));
  await screen.findByRole('button', { name: t('nextQuestion') });
}

describe('QuestionStep: the retake rule', () => {
  it('offers a re-record while recordings remain and none once the last one has started, while the uploads are still pending', async () => {
    render(<Harness manager={harness.manager()} allowance={3} />);

    await recordOne();
    expect(reRecord()?.textContent).toBe(t('reRecord', { left: 2 }));
    expect(screen.queryByText(t('answerSaved'))).toBeNull();

    fireEvent.click(reRecord()!);
    await recordOne();
    expect(reRecord()?.textContent).toBe(t('reRecord', { left: 1 }));

    fireEvent.click(reRecord()!);
    await recordOne();
    // The allowance is used: no re-record, at once, although no upload has been acknowledged.
    expect(reRecord()).toBeNull();
    expect(screen.getByText(t('noAttemptsLeft'))).toBeTruthy();
    expect(screen.queryByText(t('answerSaved'))).toBeNull();

    // The slow uploads finish: still none.
    harness.server().release();
    await screen.findByText(t('answerSaved'));
    expect(reRecord()).toBeNull();
  });

  it('a recording stopped before the recorder produced anything is not an attempt, and says so', async () => {
    render(<Harness manager={harness.manager()} allowance={2} />);
    await recordOne();
    expect(reRecord()?.textContent).toBe(t('reRecord', { left: 1 }));
    fireEvent.click(reRecord()!);

    // The recorder starts but never produces: the candidate is told, the attempt is not used.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(await screen.findByRole('button', { name: t('startRecordingNow') }));
      await screen.findByText(t('startingRecording'));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(30_000);
      });
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText(t('recorderDidNotStart'))).toBeTruthy();
    expect(screen.getByRole('button', { name: t('startRecordingNow') })).toBeTruthy();

    // The retake is still there to use: recorded now, it is the last one.
    await recordOne();
    expect(reRecord()).toBeNull();
    expect(screen.getByText(t('noAttemptsLeft'))).toBeTruthy();
  });

  it('a recording that ends with no bytes gives the attempt back and asks to record again', async () => {
    render(<Harness manager={harness.manager()} allowance={1} />);
    fireEvent.click(await screen.findByRole('button', { name: t('startRecordingNow') }));
    // 'start' fires without data (as some engines do), then the recording ends empty.
    await screen.findByText(t('startingRecording'));
    act(() => FakeRecorder.last!.onstart?.(new Event('start')));
    fireEvent.click(await screen.findByRole('button', { name: t('stopRecording') }));
    expect(await screen.findByText(t('nothingRecorded'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('nextQuestion') })).toBeNull();

    await recordOne();
    expect(reRecord()).toBeNull();
    harness.server().release();
    await waitFor(() => expect(screen.getByText(t('answerSaved'))).toBeTruthy());
  });
});
