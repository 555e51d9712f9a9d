import { useEffect, useId } from 'react';
import { INTERVIEW_MSG } from '@candid/shared/candidateMessages';
import { Alert, CameraPreview, StepHeading } from '../components/ui';
import { useMicLevel, type CameraState } from '../hooks';
import { missingFeatures, type MediaErrorKind } from '../media/support';

export function mediaErrorText(kind: MediaErrorKind): string {
  switch (kind) {
    case 'denied':
      return INTERVIEW_MSG.permissionDenied;
    case 'notFound':
      return INTERVIEW_MSG.noDevice;
    case 'busy':
      return INTERVIEW_MSG.deviceBusy;
    case 'insecure':
      return INTERVIEW_MSG.insecure;
    case 'unsupported':
      return INTERVIEW_MSG.unsupported;
    default:
      return INTERVIEW_MSG.deviceError;
  }
}

/** The microphone level as a meter. */
export function MicMeter({ stream }: { stream: MediaStream }) {
  const level = useMicLevel(stream);
  const labelId = useId();
  return (
    <div className="meter-wrap">
      <span id={labelId}>{INTERVIEW_MSG.micLevel}</span>
      <div
        className="meter"
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level}
      >
        <div className="meter__bar" style={{ width: `${level}%` }} />
      </div>
    </div>
  );
}

/**
 * Browser support, camera preview and microphone level before anything is recorded; the
 * microphone alone when the interview records no video (camera.video false).
 */
export function DeviceStep({ camera, onContinue }: { camera: CameraState; onContinue: () => void }) {
  const missing = missingFeatures();
  const { request } = camera;
  useEffect(() => {
    // Asked once on arrival; "Try again" asks again.
    if (missingFeatures().length === 0) void request();
  }, [request]);

  return (
    <section className="step stack">
      <StepHeading>{camera.video ? INTERVIEW_MSG.deviceTitle : INTERVIEW_MSG.deviceTitleAudio}</StepHeading>
      {window.isSecureContext === false ? (
        <Alert>{INTERVIEW_MSG.insecure}</Alert>
      ) : missing.length ? (
        <Alert>
          <p>{INTERVIEW_MSG.unsupported}</p>
          <p>{INTERVIEW_MSG.unsupportedMissing(missing.join(', '))}</p>
        </Alert>
      ) : (
        <>
          <p>{camera.video ? INTERVIEW_MSG.deviceIntro : INTERVIEW_MSG.deviceIntroAudio}</p>
          {camera.stream ? (
            <>
              {camera.video ? <CameraPreview stream={camera.stream} /> : null}
              <MicMeter stream={camera.stream} />
            </>
          ) : camera.video ? (
            <div className="video video--placeholder" aria-hidden="true" />
          ) : null}
          {camera.error ? <Alert>{mediaErrorText(camera.error)}</Alert> : null}
          <div className="actions">
            {camera.stream ? (
              <button className="button button--primary" type="button" onClick={onContinue}>
                {INTERVIEW_MSG.continue}
              </button>
            ) : (
              <button className="button button--primary" type="button" disabled={camera.pending} onClick={() => void request()}>
                {camera.error ? INTERVIEW_MSG.tryAgain : camera.video ? INTERVIEW_MSG.allowCamera : INTERVIEW_MSG.allowMicrophone}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
