import { useRef, useState } from 'react';
import { interviewApi, InterviewApiError } from '../api';
import { LIMITS } from '../constants';
import { Alert, ProgressBar, StepHeading } from '../components/ui';
import { MESSAGES } from '../messages';
import type { InterviewRef, UploadedResume } from '../types';

/** Why a chosen file cannot be sent, or null when it can (the server checks again). */
export function resumeFileProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(LIMITS.resumeExtensions as readonly string[]).includes(extension)) return MESSAGES.resumeWrongType;
  if (file.size === 0) return MESSAGES.resumeEmpty;
  if (file.size > LIMITS.resumeMaxBytes) return MESSAGES.resumeTooLarge;
  return null;
}

/** Optional resume upload (POST .../resume, multipart `file`) with its progress. */
export function ResumeStep({
  refIds,
  token,
  resume,
  onDone,
}: {
  refIds: InterviewRef;
  token: string;
  resume: UploadedResume | null;
  onDone: (resume: UploadedResume | null) => void;
}) {
  const [uploaded, setUploaded] = useState<UploadedResume | null>(resume);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = resumeFileProblem(file);
    setError(problem);
    if (problem) return;
    setProgress(0);
    try {
      const result = await interviewApi.uploadResume(refIds, token, file, (f) => setProgress(f * 100)).promise;
      setUploaded(result);
    } catch (err) {
      setError(err instanceof InterviewApiError ? err.message : MESSAGES.somethingWentWrong);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const uploading = progress !== null;
  return (
    <section className="step stack">
      <StepHeading>{MESSAGES.resumeTitle}</StepHeading>
      <p>{MESSAGES.resumeIntro}</p>
      <div className="file">
        <input
          ref={input}
          id="resume-file"
          className="file__input"
          type="file"
          accept=".pdf,.docx,.doc,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          disabled={uploading}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <label htmlFor="resume-file" className="button button--secondary file__label" aria-disabled={uploading || undefined}>
          {uploaded ? MESSAGES.replaceResume : MESSAGES.chooseResume}
        </label>
      </div>
      {uploading ? (
        <div className="stack stack--tight">
          <p role="status">{MESSAGES.resumeUploading}</p>
          <ProgressBar label={MESSAGES.resumeUploading} value={progress} />
        </div>
      ) : null}
      {uploaded && !uploading ? <Alert tone="success">{MESSAGES.resumeUploaded(uploaded.name)}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
      <div className="actions">
        <button className="button button--primary" type="button" disabled={uploading} onClick={() => onDone(uploaded)}>
          {uploaded ? MESSAGES.continue : MESSAGES.skip}
        </button>
      </div>
    </section>
  );
}
