import { createContext, useContext, useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import type { InterviewLanding } from '../types';
import { t } from '../i18n';

/** A labelled progress bar (role=progressbar), value 0..100. */
export function ProgressBar({ label, value, text }: { label: string; value: number; text?: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={text ?? `${clamped}%`}
    >
      <div className="progress__bar" style={{ width: `${clamped}%` }} />
    </div>
  );
}

/** A text input with its label and error message (aria-invalid + aria-describedby). */
export function Field({
  label,
  error,
  ...input
}: { label: string; error?: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A field's error under it, named by the field's aria-describedby (`id`); nothing without one. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={id} className="field__error">
      {error}
    </p>
  ) : null;
}

/** The step's heading: focused when the step appears, so screen readers start there. */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="step__title">
      {children}
    </h1>
  );
}

/** "Question n of m" as the step's heading, with the interview's progress under it. */
export function QuestionHeading({ index, total }: { index: number; total: number }) {
  const text = t('questionOf', { n: index + 1, total });
  return (
    <div className="stack stack--tight">
      <StepHeading>{text}</StepHeading>
      <ProgressBar label={t('interviewProgress')} value={((index + 1) / total) * 100} text={text} />
    </div>
  );
}

export function Alert({ tone = 'error', children }: { tone?: 'error' | 'info' | 'success'; children: ReactNode }) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** The employer as the candidate sees it: logo, or initials in the employer's colours. */
export function EmployerHeader({ landing }: { landing: InterviewLanding }) {
  const { employer } = landing;
  return (
    <header className="employer">
      {employer.logoUrl ? (
        <img className="employer__logo" src={employer.logoUrl} alt={`${employer.name} logo`} />
      ) : (
        <span
          className="employer__initials"
          aria-hidden="true"
          style={{
            ...(employer.colour ? { color: employer.colour } : {}),
            ...(employer.backgroundColour ? { background: employer.backgroundColour } : {}),
          }}
        >
          {(employer.initials || employer.name.slice(0, 2)).toUpperCase()}
        </span>
      )}
      <div className="employer__text">
        {/* The employer's words keep their own direction on a page of another (issue 32). */}
        <bdi className="employer__name">{employer.name}</bdi>
        <bdi className="employer__job">{landing.jobTitle}</bdi>
      </div>
    </header>
  );
}

/** The live camera: muted, inline, mirrored like a mirror. */
export function CameraPreview({ stream, label = t('cameraPreview') }: { stream: MediaStream; label?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    void video.play().catch(() => undefined);
  }, [stream]);
  return <video ref={ref} className="video video--mirror" aria-label={label} muted playsInline autoPlay />;
}

/** Plays back a local recording: an audio player for an audio answer. */
export function Playback({ blob, label = t('yourRecording') }: { blob: Blob; label?: string }) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  // eslint-disable-next-line jsx-a11y/media-has-caption -- the candidate's own answer, just recorded on this device: there is no transcript to caption it with
  if (blob.type.startsWith('audio/')) return <audio ref={ref} className="audio" aria-label={label} controls />;
  // eslint-disable-next-line jsx-a11y/media-has-caption -- as above
  return <video ref={ref} className="video" aria-label={label} controls playsInline />;
}

/** After a failed submit, focus the first invalid field (once React has rendered the errors). */
export function focusFirstInvalid(form: HTMLFormElement) {
  setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

/** m:ss */
export const clock = (seconds: number) => {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

type Announce = (message: string) => void;
export const AnnounceContext = createContext<Announce>(() => undefined);
/** Says `message` through the app's polite live region. */
export const useAnnounce = () => useContext(AnnounceContext);
