import { useEffect, useRef } from 'react';
import { Alert, CameraPreview, clock, useAnnounce } from '../components/ui';
import { useElapsedSeconds, type CameraState } from '../hooks';
import type { RecordingKind } from '../media/recorder';
import { MicMeter, mediaErrorText } from './DeviceStep';
import { t } from '../i18n';

/** Seconds-left marks that are announced to screen readers while recording. */
const ANNOUNCE_AT = [60, 30, 10];

/**
 * The camera while recording: the live preview (the microphone's level for an audio answer) with
 * a recording badge and the clock (time left with a limit, time recorded without), stopping by
 * itself at the limit.
 */
export function RecordingPanel({
  camera,
  kind = 'video',
  limitSeconds,
  onStop,
}: {
  camera: CameraState;
  kind?: RecordingKind;
  /** null: untimed. */
  limitSeconds: number | null;
  onStop: () => void;
}) {
  const elapsed = useElapsedSeconds(true);
  const announce = useAnnounce();
  const stopped = useRef(false);
  const stopButton = useRef<HTMLButtonElement>(null);
  const left = limitSeconds === null ? null : Math.max(0, limitSeconds - elapsed);

  useEffect(() => {
    announce(t('recordingStarted'));
    // The start button is gone: keep keyboard focus on the control that matters now.
    stopButton.current?.focus();
  }, [announce]);

  useEffect(() => {
    if (left === null) return;
    if (ANNOUNCE_AT.includes(left) && limitSeconds !== null && limitSeconds > left) announce(t('secondsLeft', { s: left }));
    if (left === 0 && !stopped.current) {
      stopped.current = true;
      onStop();
    }
  }, [left, limitSeconds, announce, onStop]);

  return (
    <div className="stack">
      <div className={kind === 'audio' ? 'stage stage--audio' : 'stage'}>
        {camera.stream ? kind === 'audio' ? <MicStage stream={camera.stream} /> : <CameraPreview stream={camera.stream} /> : null}
        <span className="badge badge--rec">
          <span className="badge__dot" aria-hidden="true" />
          {t('recording')}
        </span>
      </div>
      <p className="timer" role="timer" aria-live="off">
        {left === null ? (
          <>
            {t('elapsed')} <strong>{clock(elapsed)}</strong>
          </>
        ) : (
          <>
            {t('timeLeft')} <strong>{clock(left)}</strong>
          </>
        )}
      </p>
      {limitSeconds !== null && limitSeconds > 0 ? (
        <div className="progress progress--thin" aria-hidden="true">
          <div className="progress__bar progress__bar--rec" style={{ width: `${Math.min(100, (elapsed / limitSeconds) * 100)}%` }} />
        </div>
      ) : null}
      <button
        ref={stopButton}
        className="button button--danger"
        type="button"
        onClick={() => {
          if (stopped.current) return;
          stopped.current = true;
          onStop();
        }}
      >
        {t('stopRecording')}
      </button>
    </div>
  );
}

/** An audio answer's stage: the microphone's level, and the word that the camera is not used. */
export function MicStage({ stream }: { stream: MediaStream }) {
  return (
    <div className="mic-stage stack">
      <span className="mic-stage__icon" aria-hidden="true" />
      <MicMeter stream={stream} />
      <p className="hint">{t('audioAnswer')}</p>
    </div>
  );
}

/** The preview before recording (the microphone for an audio answer), or what to do when the device is not available. */
export function CameraStage({ camera, kind = 'video' }: { camera: CameraState; kind?: RecordingKind }) {
  if (camera.stream) return kind === 'audio' ? <MicStage stream={camera.stream} /> : <CameraPreview stream={camera.stream} />;
  if (camera.error) {
    return (
      <div className="stack">
        <Alert>{mediaErrorText(camera.error)}</Alert>
        <button className="button button--secondary" type="button" disabled={camera.pending} onClick={() => void camera.request()}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  return kind === 'audio' ? null : <div className="video video--placeholder" aria-hidden="true" />;
}
