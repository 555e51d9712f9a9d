import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Playback, StepHeading, useAnnounce } from '../components/ui';
import type { CameraState } from '../hooks';
import { useRecording } from '../media/useRecording';
import { CameraStage, RecordingPanel } from './RecordingPanel';
import { t } from '../i18n';

/** A practice answer: the same recorder, kept on the device only, played back. */
export function PracticeStep({
  camera,
  limitSeconds,
  onDone,
}: {
  camera: CameraState;
  limitSeconds: number | null;
  onDone: () => void;
}) {
  const { request } = camera;
  // An interview that records no video practises an audio answer.
  const kind = camera.video ? 'video' : 'audio';
  const recorder = useRecording();
  const announce = useAnnounce();
  const [phase, setPhase] = useState<'ready' | 'starting' | 'recording' | 'review'>('ready');
  const [playback, setPlayback] = useState<Blob | null>(null);
  const [error, setError] = useState<string | null>(null);

  const doneButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void request();
  }, [request]);

  useEffect(() => {
    if (phase === 'review') doneButton.current?.focus();
  }, [phase]);

  const start = async () => {
    setError(null);
    const stream = await request();
    if (!stream) return;
    setPhase('starting');
    try {
      // As for an answer: the clock starts once the recorder really records.
      await recorder.start(recorder.create(stream, kind));
      setPhase('recording');
    } catch {
      void recorder.stop().catch(() => null);
      setError(kind === 'audio' ? t('micDidNotStart') : t('recorderDidNotStart'));
      setPhase('ready');
    }
  };

  const stop = useCallback(async () => {
    let blob: Blob | null = null;
    try {
      blob = await recorder.stop();
    } catch {
      setError(t('server.somethingWentWrongRetry'));
    }
    if (blob && blob.size === 0) {
      setError(t('nothingRecorded'));
      setPhase('ready');
      return;
    }
    announce(t('recordingStopped'));
    setPlayback(blob);
    setPhase('review');
  }, [recorder, announce]);

  return (
    <section className="step stack">
      <StepHeading>{t('practiceTitle')}</StepHeading>
      <p className="question-text">{t('practicePrompt')}</p>
      <p className="hint">{t('practiceNote')}</p>
      {phase === 'recording' ? (
        <RecordingPanel camera={camera} kind={kind} limitSeconds={limitSeconds} onStop={() => void stop()} />
      ) : phase === 'review' && playback ? (
        <Playback blob={playback} />
      ) : (
        <CameraStage camera={camera} kind={kind} />
      )}
      {phase === 'starting' ? <p role="status">{t('startingRecording')}</p> : null}
      {error ? <Alert>{error}</Alert> : null}
      {phase === 'ready' ? (
        <div className="actions">
          <button className="button button--secondary" type="button" onClick={onDone}>
            {t('skipPractice')}
          </button>
          <button className="button button--primary" type="button" disabled={!camera.stream} onClick={() => void start()}>
            {t('startRecording')}
          </button>
        </div>
      ) : null}
      {phase === 'review' ? (
        <div className="actions">
          <button className="button button--secondary" type="button" disabled={!camera.stream} onClick={() => void start()}>
            {t('practiceAgain')}
          </button>
          <button ref={doneButton} className="button button--primary" type="button" onClick={onDone}>
            {t('startQuestions')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
