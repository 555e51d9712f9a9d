import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { INTERVIEW_LIMITS } from '@candid/shared/constants';
import { INTERVIEW_MSG, MSG } from '@candid/shared/messages';
import type { AnswerEntry, AnswerSaver } from '../answers';
import { Alert, ProgressBar, QuestionHeading, StepHeading, clock, useAnnounce } from '../components/ui';
import { TEXT_SAVE_DELAY_MS } from '../constants';
import { useElapsedSeconds } from '../hooks';
import type { AnswerInput, AnswerValue, SessionQuestion } from '../types';
import { DataRequestForm } from './DataRequestForm';

/** File answers: what the picker offers (the server judges the content). */
const FILE_ACCEPT =
  '.pdf,.docx,.doc,.png,.jpg,.jpeg,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/png,image/jpeg';
const FILE_EXTENSIONS = ['pdf', 'docx', 'doc', 'png', 'jpg', 'jpeg'];

/** Why a chosen file cannot be sent, or null when it can (the server checks its content). */
export function answerFileProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!FILE_EXTENSIONS.includes(extension)) return MSG.answerFileWrongType;
  if (file.size === 0) return INTERVIEW_MSG.resumeEmpty;
  if (file.size > INTERVIEW_LIMITS.answerFileMaxBytes) return MSG.answerFileTooLarge;
  return null;
}

export const countWords = (text: string) => (text.trim() ? text.trim().split(/\s+/).length : 0);

/** The answer on screen: what this device holds, else what the server saved. */
function shownValue(entry: AnswerEntry | undefined, saved: AnswerValue | null) {
  return entry ? entry.value : saved;
}

/**
 * A question answered without a recording (issue 29): written, chosen, a number, a date or a
 * file. Each change is saved as the candidate goes; Next waits only for a required answer.
 */
export function AnswerStep({
  question,
  index,
  total,
  saver,
  onNext,
}: {
  question: SessionQuestion;
  index: number;
  total: number;
  saver: AnswerSaver;
  onNext: () => void;
}) {
  useSyncExternalStore(saver.subscribe, saver.getVersion);
  const { questionId } = question;
  const entry = saver.get(questionId);
  const value = shownValue(entry, question.answer);
  const announce = useAnnounce();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const blockId = `${id}-block`;
  const isLast = index === total - 1;
  const error = entry?.state === 'invalid' ? entry.error : null;
  const missing = question.required && !value;
  const blocked = missing || entry?.state === 'invalid' || entry?.state === 'uploading';

  useEffect(() => {
    if (error) announce([error, ...(entry?.details ?? [])].join(' '));
  }, [error, entry?.details, announce]);

  const change = (answer: AnswerInput | null, delayMs = 0) => saver.change(questionId, answer, delayMs);
  const describedBy = [question.kind === 'number' || question.kind === 'file' || question.kind === 'text' ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ') || undefined;

  const next = () => {
    saver.flush(questionId);
    onNext();
  };

  const labelOf = (
    <>
      {question.text}
      {question.required ? null : <span className="answer__optional"> ({INTERVIEW_MSG.optional})</span>}
    </>
  );

  return (
    <section className="step stack">
      <QuestionHeading index={index} total={total} />
      <div className="answer stack">
        {(() => {
          const common = { describedBy, invalid: Boolean(error) };
          switch (question.kind) {
            case 'text':
              return (
                <TextAnswer
                  {...common}
                  id={id}
                  hintId={hintId}
                  label={labelOf}
                  required={question.required}
                  text={value?.kind === 'text' ? value.text : ''}
                  wordLimit={question.settings.wordLimit}
                  timeLimitSeconds={question.settings.timeLimitSeconds}
                  onChange={(text) => change(text.trim() ? { kind: 'text', text } : null, TEXT_SAVE_DELAY_MS)}
                  onTimeUp={() => saver.flush(questionId)}
                />
              );
            case 'single_choice':
            case 'multiple_choice': {
              const multiple = question.kind === 'multiple_choice';
              const chosen = value && 'choiceIds' in value ? value.choiceIds : [];
              return (
                <Choices legend={labelOf} {...common} multiple={multiple} required={question.required}>
                  {(question.settings.options ?? []).map((option) => (
                    <label key={option.id} className="choice">
                      <input
                        type={multiple ? 'checkbox' : 'radio'}
                        name={`${id}-choice`}
                        value={option.id}
                        checked={chosen.includes(option.id)}
                        onChange={(e) => {
                          const ids = multiple
                            ? e.target.checked
                              ? [...chosen, option.id]
                              : chosen.filter((c) => c !== option.id)
                            : [option.id];
                          change(ids.length ? { kind: question.kind as 'single_choice' | 'multiple_choice', choiceIds: ids } : null);
                        }}
                      />
                      <span>{option.label}</span>
                    </label>
                  ))}
                </Choices>
              );
            }
            case 'yes_no': {
              const yes = value?.kind === 'yes_no' ? value.yes : null;
              return (
                <Choices legend={labelOf} {...common} multiple={false} required={question.required}>
                  {([true, false] as const).map((option) => (
                    <label key={String(option)} className="choice">
                      <input
                        type="radio"
                        name={`${id}-yes-no`}
                        value={option ? 'yes' : 'no'}
                        checked={yes === option}
                        onChange={() => change({ kind: 'yes_no', yes: option })}
                      />
                      <span>{option ? INTERVIEW_MSG.yes : INTERVIEW_MSG.no}</span>
                    </label>
                  ))}
                </Choices>
              );
            }
            case 'number':
              return (
                <NumberAnswer
                  {...common}
                  id={id}
                  hintId={hintId}
                  label={labelOf}
                  required={question.required}
                  saved={value?.kind === 'number' ? value.number : null}
                  min={question.settings.min}
                  max={question.settings.max}
                  onChange={(n) => {
                    const { min, max } = question.settings;
                    if (n !== null && min !== undefined && n < min) saver.refuse(questionId, MSG.answerNumberBelow(min));
                    else if (n !== null && max !== undefined && n > max) saver.refuse(questionId, MSG.answerNumberAbove(max));
                    else change(n === null ? null : { kind: 'number', number: n });
                  }}
                />
              );
            case 'date':
              return (
                <div className="field">
                  <label htmlFor={id}>{labelOf}</label>
                  <input
                    id={id}
                    type="date"
                    required={question.required}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy}
                    defaultValue={value?.kind === 'date' ? value.date : ''}
                    onChange={(e) => change(e.target.value ? { kind: 'date', date: e.target.value } : null)}
                  />
                </div>
              );
            case 'file':
              return (
                <FileAnswer
                  {...common}
                  id={id}
                  hintId={hintId}
                  label={labelOf}
                  entry={entry}
                  saved={value?.kind === 'file' ? value.file : null}
                  onFile={(file) => {
                    const problem = answerFileProblem(file);
                    if (problem) saver.refuse(questionId, problem);
                    else void saver.upload(questionId, file);
                  }}
                />
              );
            default:
              return null;
          }
        })()}
        {error ? (
          <div id={errorId} className="field__error" role="alert">
            <p>{error}</p>
            {entry?.details.length ? (
              <ul>
                {entry.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {question.kind !== 'file' ? <SaveState entry={entry} /> : null}
      </div>
      <div className="actions">
        <button
          className="button button--primary"
          type="button"
          disabled={blocked}
          aria-describedby={blocked ? blockId : undefined}
          onClick={next}
        >
          {isLast ? INTERVIEW_MSG.finishInterview : INTERVIEW_MSG.nextQuestion}
        </button>
      </div>
      {blocked && entry?.state !== 'uploading' ? (
        <p id={blockId} className="hint">
          {missing ? INTERVIEW_MSG.answerNeeded : INTERVIEW_MSG.answerInvalid}
        </p>
      ) : null}
    </section>
  );
}

/** Saving, saved or waiting for the connection, like the recorded answers say it. */
function SaveState({ entry }: { entry: AnswerEntry | undefined }) {
  if (!entry || entry.state === 'invalid' || entry.state === 'uploading' || entry.value === null) return null;
  const text =
    entry.state === 'saved' ? INTERVIEW_MSG.answerSaved : entry.state === 'waiting' ? INTERVIEW_MSG.answerWaiting : INTERVIEW_MSG.answerSaving;
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
function Choices({
  legend,
  multiple,
  required,
  describedBy,
  invalid,
  children,
}: {
  legend: ReactNode;
  multiple: boolean;
  required: boolean;
  describedBy?: string;
  invalid: boolean;
  children: ReactNode;
}) {
  const states = multiple ? {} : { role: 'radiogroup', 'aria-invalid': invalid || undefined, 'aria-required': required || undefined };
  return (
    <fieldset className="choices" aria-describedby={describedBy} {...states}>
      <legend className="question-text">{legend}</legend>
      {children}
    </fieldset>
  );
}

function TextAnswer({
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
      announce(INTERVIEW_MSG.writingTimeUp);
      onTimeUp();
    }
  }, [timeUp, announce, onTimeUp]);

  return (
    <div className="field">
      <label htmlFor={id} className="question-text">
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
        <span className={over ? 'field__error' : undefined}>{INTERVIEW_MSG.wordCount(words, wordLimit)}</span>
        {left !== null ? (
          <span className="timer" role="timer" aria-live="off">
            {INTERVIEW_MSG.writingTimeLeft} <strong>{clock(left)}</strong>
          </span>
        ) : null}
      </div>
      {over && wordLimit ? <p className="field__error">{MSG.answerTextTooLong(wordLimit)}</p> : null}
      {timeUp ? <Alert tone="info">{INTERVIEW_MSG.writingTimeUp}</Alert> : null}
    </div>
  );
}

function NumberAnswer({
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
}) {
  const range = INTERVIEW_MSG.numberRange(min, max);
  return (
    <div className="field">
      <label htmlFor={id} className="question-text">
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

function FileAnswer({
  id,
  hintId,
  label,
  entry,
  saved,
  describedBy,
  invalid,
  onFile,
}: {
  id: string;
  hintId: string;
  label: ReactNode;
  entry: AnswerEntry | undefined;
  saved: { name: string } | null;
  describedBy?: string;
  invalid: boolean;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const uploading = entry?.state === 'uploading';
  return (
    <div className="stack stack--tight">
      <p className="question-text" id={`${id}-label`}>
        {label}
      </p>
      <p id={hintId} className="hint">
        {INTERVIEW_MSG.fileHint}
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
          {saved ? INTERVIEW_MSG.replaceFile : INTERVIEW_MSG.chooseFile}
        </label>
      </div>
      {uploading ? (
        <div className="stack stack--tight">
          <p role="status">{INTERVIEW_MSG.fileUploading}</p>
          <ProgressBar label={INTERVIEW_MSG.fileUploading} value={(entry?.progress ?? 0) * 100} />
        </div>
      ) : null}
      {saved && !uploading ? <Alert tone="success">{INTERVIEW_MSG.fileUploaded(saved.name)}</Alert> : null}
    </div>
  );
}

/** Screening ended the interview: the recruiter's message, politely, and nothing more to answer. */
export function ScreeningEndStep({ message }: { message: string | null }) {
  return (
    <section className="step stack">
      <StepHeading>{INTERVIEW_MSG.screeningEndTitle}</StepHeading>
      <p className="lead">{message?.trim() || MSG.screeningEndedDefault}</p>
      {/* Their answers are held like anyone's: a copy or their deletion can be asked for here too. */}
      <DataRequestForm />
    </section>
  );
}
