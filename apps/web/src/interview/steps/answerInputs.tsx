import { useEffect, useRef, useState, type ReactNode } from 'react';
import { INTERVIEW_LIMITS } from '@candid/shared/constants';
import { countWords } from '@candid/shared/locales';
import type { SaveEntry } from '../answers';
import { Alert, ProgressBar, clock, useAnnounce } from '../components/ui';
import { useElapsedSeconds } from '../hooks';
import { t } from '../i18n';

/*
 * The inputs of answers other than recordings (issue 29), shared by the questions (AnswerStep) and
 * the application form (FormStep): text with its word count and clock, choices, a number with its
 * range, a file with its upload progress, and what the saver says of each.
 */

/** File answers: what the picker offers (the server judges the content). */
export const FILE_ACCEPT =
  '.pdf,.docx,.doc,.png,.jpg,.jpeg,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/png,image/jpeg';
const FILE_EXTENSIONS = ['pdf', 'docx', 'doc', 'png', 'jpg', 'jpeg'];

/** Why a chosen file cannot be sent, or null when it can (the server checks its content). */
export function answerFileProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!FILE_EXTENSIONS.includes(extension)) return t('server.answerFileWrongType');
  if (file.size === 0) return t('resumeEmpty');
  if (file.size > INTERVIEW_LIMITS.answerFileMaxBytes) return t('server.answerFileTooLarge');
  return null;
}

/** Saving, saved or waiting for the connection, like the recorded answers say it. */
export function SaveState({ entry }: { entry: SaveEntry<unknown> | undefined }) {
  if (!entry || entry.state === 'invalid' || entry.state === 'uploading' || entry.value === null) return null;
  const text =
    entry.state === 'saved' ? t('answerSaved') : entry.state === 'waiting' ? t('answerWaiting') : t('answerSaving');
  return (
    <p role="status" className={`upload__text upload--${entry.state === 'saved' ? 'done' : entry.state === 'waiting' ? 'retrying' : 'uploading'}`}>
      {text}
    </p>
  );
}

/**
 * A group of radios or checkboxes whose legend is the question. Radios are a radiogroup, which
 * can say it is required and invalid; a group of checkboxes cannot (ARIA allows neither on a
 * group): its error is in the description, and an optional question says so in its legend.
 */
export function Choices({
  legend,
  multiple,
  required,
  describedBy,
  invalid,
  labelClass = 'question-text',
  children,
}: {
  legend: ReactNode;
  /** The legend's class: a question's text, or a form field's label. */
  labelClass?: string;
  multiple: boolean;
  required: boolean;
  describedBy?: string;
  invalid: boolean;
  children: ReactNode;
}) {
  const states = multiple ? {} : { role: 'radiogroup', 'aria-invalid': invalid || undefined, 'aria-required': required || undefined };
  return (
    <fieldset className="choices" aria-describedby={describedBy} {...states}>
      <legend className={labelClass}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A choice's options as radios (one) or checkboxes (several); `onChange` gets the chosen ids. */
export function ChoiceOptions({
  name,
  options,
  chosen,
  multiple,
  onChange,
}: {
  name: string;
  options: readonly { id: string; label: string }[];
  chosen: readonly string[];
  multiple: boolean;
  onChange: (ids: string[]) => void;
}) {
  return options.map((option) => (
    <label key={option.id} className="choice">
      <input
        type={multiple ? 'checkbox' : 'radio'}
        name={name}
        value={option.id}
        checked={chosen.includes(option.id)}
        onChange={(e) => onChange(multiple ? (e.target.checked ? [...chosen, option.id] : chosen.filter((c) => c !== option.id)) : [option.id])}
      />
      <span>{option.label}</span>
    </label>
  ));
}

/** Yes and No as two radios. */
export function YesNoOptions({ name, yes, onChange }: { name: string; yes: boolean | null; onChange: (yes: boolean) => void }) {
  return ([true, false] as const).map((option) => (
    <label key={String(option)} className="choice">
      <input type="radio" name={name} value={option ? 'yes' : 'no'} checked={yes === option} onChange={() => onChange(option)} />
      <span>{option ? t('yes') : t('no')}</span>
    </label>
  ));
}

export function TextAnswer({
  id,
  hintId,
  label,
  required,
  text,
  wordLimit,
  timeLimitSeconds,
  describedBy,
  invalid,
  onChange,
  onTimeUp,
  labelClass = 'question-text',
}: {
  id: string;
  hintId: string;
  label: ReactNode;
  required: boolean;
  text: string;
  wordLimit?: number;
  timeLimitSeconds?: number;
  describedBy?: string;
  invalid: boolean;
  onChange: (text: string) => void;
  onTimeUp: () => void;
  labelClass?: string;
}) {
  const [draft, setDraft] = useState(text);
  const elapsed = useElapsedSeconds(timeLimitSeconds !== undefined);
  const left = timeLimitSeconds === undefined ? null : Math.max(0, timeLimitSeconds - elapsed);
  const timeUp = left === 0;
  const announce = useAnnounce();
  const fired = useRef(false);
  const words = countWords(draft);
  const over = wordLimit !== undefined && words > wordLimit;

  useEffect(() => {
    if (timeUp && !fired.current) {
      fired.current = true;
      announce(t('writingTimeUp'));
      onTimeUp();
    }
  }, [timeUp, announce, onTimeUp]);

  return (
    <div className="field">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        className="answer__text"
        rows={8}
        value={draft}
        required={required}
        readOnly={timeUp}
        aria-invalid={invalid || over || undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          setDraft(e.target.value);
          onChange(e.target.value);
        }}
      />
      <div id={hintId} className="answer__meta">
        <span className={over ? 'field__error' : undefined}>{wordLimit ? t('wordCountOf', { count: words, limit: wordLimit }) : t('wordCount', { count: words })}</span>
        {left !== null ? (
          <span className="timer" role="timer" aria-live="off">
            {t('writingTimeLeft')} <strong>{clock(left)}</strong>
          </span>
        ) : null}
      </div>
      {over && wordLimit ? <p className="field__error">{t('server.answerTextTooLong', { limit: wordLimit })}</p> : null}
      {timeUp ? <Alert tone="info">{t('writingTimeUp')}</Alert> : null}
    </div>
  );
}

export function NumberAnswer({
  id,
  hintId,
  label,
  required,
  saved,
  min,
  max,
  describedBy,
  invalid,
  onChange,
  labelClass = 'question-text',
}: {
  id: string;
  hintId: string;
  label: ReactNode;
  required: boolean;
  saved: number | null;
  min?: number;
  max?: number;
  describedBy?: string;
  invalid: boolean;
  onChange: (n: number | null) => void;
  labelClass?: string;
}) {
  const range = numberRange(min, max);
  return (
    <div className="field">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        required={required}
        defaultValue={saved ?? ''}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          const n = e.target.value === '' ? null : Number(e.target.value);
          onChange(n !== null && Number.isFinite(n) ? n : null);
        }}
      />
      {range ? (
        <p id={hintId} className="hint">
          {range}
        </p>
      ) : null}
    </div>
  );
}

export function FileAnswer({
  id,
  hintId,
  label,
  entry,
  saved,
  describedBy,
  invalid,
  onFile,
  labelClass = 'question-text',
}: {
  id: string;
  hintId: string;
  label: ReactNode;
  entry: SaveEntry<unknown> | undefined;
  saved: { name: string } | null;
  describedBy?: string;
  invalid: boolean;
  onFile: (file: File) => void;
  labelClass?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const uploading = entry?.state === 'uploading';
  return (
    <div className="stack stack--tight">
      <p className={labelClass} id={`${id}-label`}>
        {label}
      </p>
      <p id={hintId} className="hint">
        {t('fileHint')}
      </p>
      <div className="file">
        <input
          ref={input}
          id={id}
          className="file__input"
          type="file"
          accept={FILE_ACCEPT}
          disabled={uploading}
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onFile(file);
            e.target.value = '';
          }}
        />
        <label id={`${id}-button`} htmlFor={id} className="button button--secondary file__label" aria-disabled={uploading || undefined}>
          {saved ? t('replaceFile') : t('chooseFile')}
        </label>
      </div>
      {uploading ? (
        <div className="stack stack--tight">
          <p role="status">{t('fileUploading')}</p>
          <ProgressBar label={t('fileUploading')} value={(entry?.progress ?? 0) * 100} />
        </div>
      ) : null}
      {saved && !uploading ? <Alert tone="success">{t('fileUploaded', { name: saved.name })}</Alert> : null}
    </div>
  );
}

/** The range a number answer takes, as a hint ('' when it has none). */
function numberRange(min?: number, max?: number): string {
  if (min !== undefined && max !== undefined) return t('numberFromTo', { min, max });
  if (min !== undefined) return t('numberAtLeast', { min });
  if (max !== undefined) return t('numberAtMost', { max });
  return '';
}
