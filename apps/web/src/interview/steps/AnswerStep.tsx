import { useEffect, useId, useSyncExternalStore } from 'react';
import { CANDIDATE_MSG } from '@candid/shared/candidateMessages';
import type { AnswerEntry, AnswerSaver } from '../answers';
import { Alert, QuestionHeading, StepHeading, useAnnounce } from '../components/ui';
import { TEXT_SAVE_DELAY_MS } from '../constants';
import type { AnswerInput, AnswerValue, SessionQuestion } from '../types';
import { ChoiceOptions, Choices, FileAnswer, NumberAnswer, SaveState, TextAnswer, YesNoOptions, answerFileProblem } from './answerInputs';
import { DataRequestForm } from './DataRequestForm';
import type { ScreeningGate } from '../screeningGate';
import { shownMessage, t } from '../i18n';

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
  const error = entry?.state === 'invalid' && entry.error ? shownMessage(entry.error) : null;
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
      <bdi>{question.text}</bdi>
      {question.required ? null : <span className="answer__optional"> ({t('optional')})</span>}
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
                  <ChoiceOptions
                    name={`${id}-choice`}
                    options={question.settings.options ?? []}
                    chosen={chosen}
                    multiple={multiple}
                    onChange={(ids) => change(ids.length ? { kind: question.kind as 'single_choice' | 'multiple_choice', choiceIds: ids } : null)}
                  />
                </Choices>
              );
            }
            case 'yes_no': {
              const yes = value?.kind === 'yes_no' ? value.yes : null;
              return (
                <Choices legend={labelOf} {...common} multiple={false} required={question.required}>
                  <YesNoOptions name={`${id}-yes-no`} yes={yes} onChange={(option) => change({ kind: 'yes_no', yes: option })} />
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
                    if (n !== null && min !== undefined && n < min) saver.refuse(questionId, t('server.answerNumberBelow', { min }));
                    else if (n !== null && max !== undefined && n > max) saver.refuse(questionId, t('server.answerNumberAbove', { max }));
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
                  <li key={d}>{shownMessage(d)}</li>
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
          {isLast ? t('finishInterview') : t('nextQuestion')}
        </button>
      </div>
      {blocked && entry?.state !== 'uploading' ? (
        <p id={blockId} className="hint">
          {missing ? t('answerNeeded') : t('answerInvalid')}
        </p>
      ) : null}
    </section>
  );
}

/** Screening ended the interview: the recruiter's message, politely, and nothing more to answer. */
export function ScreeningEndStep({ message }: { message: string | null }) {
  return (
    <section className="step stack">
      <StepHeading>{t('screeningEndTitle')}</StepHeading>
      <p className="lead">{shownMessage(message?.trim() || CANDIDATE_MSG.screeningEndedDefault)}</p>
      {/* Their answers are held like anyone's: a copy or their deletion can be asked for here too. */}
      <DataRequestForm />
    </section>
  );
}

/** Between the screening questions and the rest: the answers being saved and checked, or why not (with a retry). */
export function ScreeningGateStep({ gate }: { gate: Exclude<ScreeningGate, { state: 'open' }> }) {
  if (gate.state === 'checking') {
    return (
      <p className="loading" role="status">
        {t('savingAnswers')}
      </p>
    );
  }
  return (
    <section className="step stack">
      <Alert>{gate.message}</Alert>
      <button className="button button--primary" type="button" onClick={gate.retry}>
        {t('tryAgain')}
      </button>
    </section>
  );
}
