import { useRef, useState } from 'react';
import { INTERVIEW_LIMITS } from '@candid/shared/constants';
import { interviewApi, InterviewApiError } from '../api';
import { Alert, ProgressBar, StepHeading } from '../components/ui';
import type { InterviewRef, UploadedResume } from '../types';
import { t } from '../i18n';

/** Why a chosen file cannot be sent, or null when it can (the server checks again). */
export function resumeFileProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(INTERVIEW_LIMITS.resumeExtensions as readonly string[]).includes(extension)) return t('resumeWrongType');
  if (file.size === 0) return t('resumeEmpty');
  if (file.size > INTERVIEW_LIMITS.resumeMaxBytes) return t('resumeTooLarge');
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
      setError(err instanceof InterviewApiError ? err.message : t('server.somethingWentWrongRetry'));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const uploading = progress !== null;
  return (
    <section className="step stack">
      <StepHeading>{t('resumeTitle')}</StepHeading>
      <p>{t('resumeIntro')}</p>
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
          {uploaded ? t('replaceResume') : t('chooseResume')}
        </label>
      </div>
      {uploading ? (
        <div className="stack stack--tight">
          <p role="status">{t('resumeUploading')}</p>
          <ProgressBar label={t('resumeUploading')} value={progress} />
        </div>
      ) : null}
      {uploaded && !uploading ? <Alert tone="success">{t('resumeUploaded', { name: uploaded.name })}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
      <div className="actions">
        <button className="button button--primary" type="button" disabled={uploading} onClick={() => onDone(uploaded)}>
          {uploaded ? t('continue') : t('skip')}
        </button>
      </div>
    </section>
  );
}
