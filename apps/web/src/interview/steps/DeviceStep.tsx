import { useEffect, useId } from 'react';
import { Alert, CameraPreview, StepHeading } from '../components/ui';
import { useMicLevel, type CameraState } from '../hooks';
import { missingFeatures, type MediaErrorKind } from '../media/support';
import { t } from '../i18n';

export function mediaErrorText(kind: MediaErrorKind): string {
  switch (kind) {
    case 'denied':
      return t('permissionDenied');
    case 'notFound':
      return t('noDevice');
    case 'busy':
      return t('deviceBusy');
    case 'insecure':
      return t('insecure');
    case 'unsupported':
      return t('unsupported');
    default:
      return t('deviceError');
  }
}

/** The microphone level as a meter. */
export function MicMeter({ stream }: { stream: MediaStream }) {
  const level = useMicLevel(stream);
  const labelId = useId();
  return (
    <div className="meter-wrap">
      <span id={labelId}>{t('micLevel')}</span>
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
      <StepHeading>{camera.video ? t('deviceTitle') : t('deviceTitleAudio')}</StepHeading>
      {window.isSecureContext === false ? (
        <Alert>{t('insecure')}</Alert>
      ) : missing.length ? (
        <Alert>
          <p>{t('unsupported')}</p>
          <p>{t('unsupportedMissing', { what: missing.join(', ') })}</p>
        </Alert>
      ) : (
        <>
          <p>{camera.video ? t('deviceIntro') : t('deviceIntroAudio')}</p>
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
                {t('continue')}
              </button>
            ) : (
              <button className="button button--primary" type="button" disabled={camera.pending} onClick={() => void request()}>
                {camera.error ? t('tryAgain') : camera.video ? t('allowCamera') : t('allowMicrophone')}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
