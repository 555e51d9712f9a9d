import { useCallback, useEffect, useRef, useState } from 'react';
import { interviewApi } from '../api';
import { Alert, Playback, ProgressBar, QuestionHeading, clock, useAnnounce } from '../components/ui';
import { useElapsedSeconds, useUploads, type CameraState } from '../hooks';
import { playAudio, speakText, type Speaking } from '../media/speech';
import type { RecordingKind } from '../media/recorder';
import { useRecording } from '../media/useRecording';
import type { AnswerSource } from '../upload/answerSource';
import type { AnswerProgress, UploadManager } from '../upload/uploadManager';
import type { InterviewLanding, SessionQuestion } from '../types';
import { CameraStage, RecordingPanel } from './RecordingPanel';
import { t } from '../i18n';

type Phase = 'think' | 'starting' | 'recording' | 'stopping' | 'review' | 'interrupted' | 'blocked';

/**
 * One recorded answer being saved: acknowledged / recorded bytes; it says saved only after tus
 * success. Shown once the recording has stopped, never while it grows.
 */
export function AnswerUploadStatus({
  answer,
  label = t('uploadAnswer'),
  compact = false,
}: {
  answer: AnswerProgress;
  label?: string;
  /** Lists: no bar once saved. */
  compact?: boolean;
}) {
  const pct = answer.recordedBytes ? Math.floor((answer.ackedBytes / answer.recordedBytes) * 100) : 0;
  const shown = answer.state === 'done' ? 100 : Math.min(pct, 99);
  // The live text changes with the state only; the percentage is in the progress bar.
  const status =
    answer.state === 'done'
      ? t('answerSaved')
      : answer.state === 'failed'
        ? [t('answerFailed'), answer.error].filter(Boolean).join(' ')
        : answer.state === 'retrying'
          ? t('answerWaiting')
          : t('answerSaving');
  return (
    <div className={`upload upload--${answer.state}`}>
      <div className="upload__row">
        <p role="status" className="upload__text">
          {status}
        </p>
        {answer.state !== 'done' && answer.state !== 'failed' ? (
          <span className="upload__pct" aria-hidden="true">
            {shown}%
          </span>
        ) : null}
      </div>
      {compact && answer.state === 'done' ? null : (
        <ProgressBar label={label} value={shown} text={answer.state === 'done' ? t('answerSaved') : `${shown}%`} />
      )}
    </div>
  );
}

/**
 * One interview question: it is shown and spoken, the think time runs (or the candidate starts
 * when ready), the answer is recorded against the limit and uploaded as it is recorded, then
 * played back with a re-record while attempts remain.
 */
export function QuestionStep({
  landing,
  question,
  index,
  total,
  token,
  manager,
  camera,
  attemptsLeft,
  interrupted,
  onAttemptStarted,
  onAttemptDropped,
  onSeenInterrupted,
  onNext,
}: {
  landing: InterviewLanding;
  question: SessionQuestion;
  index: number;
  total: number;
  token: string;
  manager: UploadManager;
  camera: CameraState;
  /** Recordings still allowed for this question, the one in progress already counted. */
  attemptsLeft: number;
  /** The latest answer was cut off by a reload. */
  interrupted: boolean;
  onAttemptStarted: () => void;
  onAttemptDropped: () => void;
  onSeenInterrupted: () => void;
  onNext: () => void;
}) {
  const { settings } = landing;
  const uploads = useUploads(manager);
  const answers = uploads.answers.filter((a) => a.questionId === question.questionId);
  const latest = answers[answers.length - 1] ?? null;
  const [phase, setPhase] = useState<Phase>(() =>
    interrupted ? 'interrupted' : attemptsLeft <= 0 ? 'blocked' : 'think',
  );
  const [playback, setPlayback] = useState<Blob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const recorder = useRecording();
  const announce = useAnnounce();
  const source = useRef<AnswerSource | null>(null);
  const speaking = useRef<Speaking | null>(null);
  const starting = useRef(false);
  const nextButton = useRef<HTMLButtonElement>(null);
  const { request } = camera;
  const isLast = index === total - 1;
  // An audio question (issue 29) records the microphone alone.
  const kind = question.kind === 'audio' ? 'audio' : 'video';

  const speech = useRef(0);
  // The avatar video of the question (an object URL), when the interview build made one.
  const [videoSrc, setVideoSrc] = useState<string | null>(null);
  const [videoFailed, setVideoFailed] = useState(false);
  const videoEl = useRef<HTMLVideoElement>(null);
  const hasVideo = Boolean(question.videoUrl) && !videoFailed;

  useEffect(() => {
    const url = question.videoUrl;
    if (!url) return;
    let live = true;
    let src: string | null = null;
    interviewApi.questionMedia(url, token).then(
      (blob) => {
        if (!live) return;
        src = URL.createObjectURL(blob);
        setVideoSrc(src);
      },
      () => live && setVideoFailed(true),
    );
    return () => {
      live = false;
      if (src) URL.revokeObjectURL(src);
      setVideoSrc(null);
      setVideoFailed(false);
    };
  }, [question.videoUrl, token]);

  const stopSpeaking = () => {
    speech.current += 1; // an audio fetch still on its way must not start playing
    speaking.current?.stop();
    speaking.current = null;
    videoEl.current?.pause();
  };

  const speak = useCallback(async () => {
    speaking.current?.stop();
    const id = ++speech.current;
    if (hasVideo) {
      // The avatar asks the question; it plays on its own once loaded (autoPlay).
      const v = videoEl.current;
      if (v) {
        v.currentTime = 0;
        void v.play()?.catch(() => undefined);
      }
      return;
    }
    if (question.audioUrl) {
      try {
        const blob = await interviewApi.questionMedia(question.audioUrl, token);
        if (id !== speech.current) return;
        speaking.current = playAudio(blob);
        return;
      } catch {
        // Fall back to the browser's voice.
      }
      if (id !== speech.current) return;
    }
    speaking.current = speakText(question.text, landing.voice, landing.language);
  }, [hasVideo, question.audioUrl, question.text, token, landing.voice, landing.language]);

  useEffect(() => {
    void request();
  }, [request]);

  useEffect(() => {
    if (phase === 'think') void speak();
    return () => {
      if (phase === 'think') stopSpeaking();
    };
  }, [phase, speak]);

  const startRecording = useCallback(async () => {
    if (starting.current) return;
    starting.current = true;
    setError(null);
    stopSpeaking();
    let answer: AnswerSource | null = null;
    try {
      const stream = await request();
      if (!stream) return;
      const rec = recorder.create(stream, kind);
      answer = await manager.begin(question.questionId, rec.mimeType);
      source.current = answer;
      setPhase('starting');
      // Each chunk is in IndexedDB before the uploader can read it (AnswerSource.append).
      const target = answer;
      // The attempt counts, and the clock and the stop button appear, only once the recorder
      // really records: stopped before its first bytes, a recording would hold nothing.
      await recorder.start(rec, (chunk) => target.append(chunk));
      onAttemptStarted();
      setPhase('recording');
    } catch {
      // Ending the empty answer drops it, so it neither uploads nor holds up the finish.
      source.current = null;
      void recorder.stop().catch(() => null);
      void answer?.finish().catch(() => undefined);
      setError(answer ? (kind === 'audio' ? t('micDidNotStart') : t('recorderDidNotStart')) : t('deviceError'));
      setPhase('think');
    } finally {
      starting.current = false;
    }
  }, [manager, question.questionId, recorder, request, onAttemptStarted, kind]);

  const stopRecording = useCallback(async () => {
    setPhase('stopping');
    let blob: Blob | null = null;
    try {
      blob = await recorder.stop();
    } catch {
      setError(t('server.somethingWentWrongRetry'));
    }
    const answer = source.current;
    source.current = null;
    if (answer) {
      await answer.finish().catch(() => undefined);
      if (answer.recordedBytes === 0) {
        // Nothing reached the device: the attempt is given back and the candidate says so again.
        onAttemptDropped();
        announce(t('nothingRecorded'));
        setError(t('nothingRecorded'));
        setPlayback(null);
        setPhase('think');
        return;
      }
    }
    announce(t('recordingStopped'));
    setPlayback(blob);
    setPhase('review');
  }, [recorder, announce, onAttemptDropped]);

  // After stopping, focus goes to the way on (the stop button is gone).
  useEffect(() => {
    if (phase === 'review') nextButton.current?.focus();
  }, [phase]);

  const reRecord = () => {
    onSeenInterrupted();
    setPlayback(null);
    setPhase('think');
  };

  const next = () => {
    onSeenInterrupted();
    stopSpeaking();
    onNext();
  };

  return (
    <section className="step stack">
      <QuestionHeading index={index} total={total} />
      {/* The employer's words keep their own direction on a page of another (issue 32). */}
      <p className="question-text" dir="auto">
        {question.text}
      </p>

      {phase === 'think' && hasVideo ? (
        videoSrc ? (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- the video reads out the question, whose text is shown just above it
          <video ref={videoEl} className="question-video" src={videoSrc} playsInline controls autoPlay aria-label={question.text} />
        ) : (
          <p role="status">{t('loadingQuestion')}</p>
        )
      ) : null}
      {phase === 'think' ? (
        <ThinkPanel
          camera={camera}
          kind={kind}
          thinkSeconds={settings.untimed ? null : settings.thinkTimeSeconds}
          onStart={() => void startRecording()}
          onReplay={() => void speak()}
        />
      ) : null}
      {phase === 'recording' ? (
        <RecordingPanel
          camera={camera}
          kind={kind}
          limitSeconds={settings.untimed ? null : settings.answerTimeLimitSeconds}
          onStop={() => void stopRecording()}
        />
      ) : null}
      {phase === 'starting' ? (
        <div className="stack">
          {camera.stream ? <CameraStage camera={camera} kind={kind} /> : null}
          <p role="status">{t('startingRecording')}</p>
        </div>
      ) : null}
      {phase === 'stopping' ? <p role="status">{t('recordingStopped')}…</p> : null}
      {phase === 'review' && playback ? <Playback blob={playback} /> : null}
      {phase === 'interrupted' ? (
        <Alert tone="info">{latest && latest.recordedBytes > 0 ? t('interruptedNotice') : t('interruptedEmpty')}</Alert>
      ) : null}
      {phase === 'blocked' ? <Alert tone="info">{t('answerLost')}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}

      {(phase === 'review' || phase === 'interrupted') && latest ? <AnswerUploadStatus answer={latest} /> : null}

      {phase === 'review' || phase === 'interrupted' || phase === 'blocked' ? (
        <div className="actions">
          {phase !== 'blocked' && attemptsLeft > 0 ? (
            <button className="button button--secondary" type="button" onClick={reRecord}>
              {t('reRecord', { left: attemptsLeft })}
            </button>
          ) : null}
          {phase === 'interrupted' && latest && latest.recordedBytes === 0 && attemptsLeft > 0 ? null : (
            <button ref={nextButton} className="button button--primary" type="button" onClick={next}>
              {isLast ? t('finishInterview') : t('nextQuestion')}
            </button>
          )}
        </div>
      ) : null}
      {phase === 'review' && attemptsLeft <= 0 ? <p className="hint">{t('noAttemptsLeft')}</p> : null}
    </section>
  );
}

/** Before recording: the preview, the think-time countdown (or none when untimed) and the start button. */
function ThinkPanel({
  camera,
  kind,
  thinkSeconds,
  onStart,
  onReplay,
}: {
  camera: CameraState;
  kind: RecordingKind;
  thinkSeconds: number | null;
  onStart: () => void;
  onReplay: () => void;
}) {
  const elapsed = useElapsedSeconds(true);
  const announce = useAnnounce();
  const fired = useRef(false);
  const left = thinkSeconds === null ? null : Math.max(0, thinkSeconds - elapsed);
  const ready = Boolean(camera.stream);

  useEffect(() => {
    if (thinkSeconds !== null && thinkSeconds > 0) announce(`${t('thinkTime')}: ${t('secondsLeft', { s: thinkSeconds })}`);
  }, [thinkSeconds, announce]);

  useEffect(() => {
    if (left === 0 && ready && !fired.current) {
      fired.current = true;
      onStart();
    }
  }, [left, ready, onStart]);

  return (
    <div className="stack">
      <CameraStage camera={camera} kind={kind} />
      {left !== null ? (
        <p className="timer" role="timer" aria-live="off">
          {t('thinkTime')} <strong>{clock(left)}</strong>
        </p>
      ) : null}
      <div className="actions">
        <button className="button button--link" type="button" onClick={onReplay}>
          {t('replayQuestion')}
        </button>
        <button className="button button--primary" type="button" disabled={!ready} onClick={onStart}>
          {left !== null ? t('startRecordingNow') : t('startRecording')}
        </button>
      </div>
    </div>
  );
}
