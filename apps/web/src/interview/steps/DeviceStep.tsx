import { useEffect } from 'react';
import { Alert, CameraPreview, StepHeading } from '../components/ui';
import { useMicLevel, type CameraState } from '../hooks';
import { MESSAGES } from '../messages';
import { missingFeatures, type MediaErrorKind } from '../media/support';

export function mediaErrorText(kind: MediaErrorKind): string {
  switch (kind) {
    case 'denied':
      return MESSAGES.permissionDenied;
    case 'notFound':
      return MESSAGES.noDevice;
    case 'busy':
      return MESSAGES.deviceBusy;
    case 'insecure':
      return MESSAGES.insecure;
    case 'unsupported':
      return MESSAGES.unsupported;
    default:
      return MESSAGES.deviceError;
  }
}

/** The microphone level as a meter. */
export function MicMeter({ stream }: { stream: MediaStream }) {
  const level = useMicLevel(stream);
  return (
    <div className="meter-wrap">
      <span id="mic-level-label">{MESSAGES.micLevel}</span>
      <div
        className="meter"
        role="meter"
        aria-labelledby="mic-level-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level}
      >
        <div className="meter__bar" style={{ width: `${level}%` }} />
      </div>
    </div>
  );
}

/** Browser support, camera preview and microphone level before anything is recorded. */
export function DeviceStep({ camera, onContinue }: { camera: CameraState; onContinue: () => void }) {
  const missing = missingFeatures();
  const { request } = camera;
  useEffect(() => {
    // Asked once on arrival; "Try again" asks again.
    if (missingFeatures().length === 0) void request();
  }, [request]);

  return (
    <section className="step stack">
      <StepHeading>{MESSAGES.deviceTitle}</StepHeading>
      {window.isSecureContext === false ? (
        <Alert>{MESSAGES.insecure}</Alert>
      ) : missing.length ? (
        <Alert>
          <p>{MESSAGES.unsupported}</p>
          <p>{MESSAGES.unsupportedMissing(missing.join(', '))}</p>
        </Alert>
      ) : (
        <>
          <p>{MESSAGES.deviceIntro}</p>
          {camera.stream ? (
            <>
              <CameraPreview stream={camera.stream} />
              <MicMeter stream={camera.stream} />
            </>
          ) : (
            <div className="video video--placeholder" aria-hidden="true" />
          )}
          {camera.error ? <Alert>{mediaErrorText(camera.error)}</Alert> : null}
          <div className="actions">
            {camera.stream ? (
              <button className="button button--primary" type="button" onClick={onContinue}>
                {MESSAGES.continue}
              </button>
            ) : (
              <button className="button button--primary" type="button" disabled={camera.pending} onClick={() => void request()}>
                {camera.error ? MESSAGES.tryAgain : MESSAGES.allowCamera}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
