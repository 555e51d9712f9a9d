import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { checkFormValue, isCalendarDate, missingFields, missingMessage } from '@candid/shared/formRules';
import { FormSaver, type SaveEntry } from '../answers';
import { interviewApi, InterviewApiError } from '../api';
import { Alert, StepHeading, useAnnounce } from '../components/ui';
import { TEXT_SAVE_DELAY_MS } from '../constants';
import type { CandidateForm, FormField, FormValue, FormValueInput, InterviewRef, LocationSuggestion } from '../types';
import { ChoiceOptions, Choices, FileAnswer, NumberAnswer, SaveState, TextAnswer, YesNoOptions, answerFileProblem } from './answerInputs';
import { shownMessage, t } from '../i18n';

/*
 * The job's application form (issue 29), after consent and before the questions. Each field is
 * saved as the candidate goes (kept on this device until the server has it, like the answers);
 * Continue submits once every required field has a value.
 */

type Shown = FormValueInput | FormValue | null;

const INPUT_TYPES: Partial<Record<FormField['kind'], string>> = { short_text: 'text', email: 'email', phone: 'tel', url: 'url' };
const AUTOCOMPLETE: Partial<Record<FormField['kind'], string>> = { email: 'email', phone: 'tel', url: 'url' };

export function FormStep({ refIds, token, onDone }: { refIds: InterviewRef; token: string; onDone: (submittedAt: string) => void }) {
  const [form, setForm] = useState<CandidateForm | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [submitErrors, setSubmitErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [saver] = useState(() => new FormSaver(refIds, token, { saved: () => undefined, ended: () => undefined }));
  useSyncExternalStore(saver.subscribe, saver.getVersion);
  const announce = useAnnounce();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => () => saver.dispose(), [saver]);
  useEffect(() => {
    interviewApi.form(refIds, token).then(setForm, (err: unknown) =>
      setLoadError(err instanceof InterviewApiError ? err.message : t('server.somethingWentWrongRetry')),
    );
  }, [refIds, token]);

  if (loadError) return <Alert>{loadError}</Alert>;
  if (!form) return <p role="status">{t('form.formLoading')}</p>;

  const shown = (field: FormField): Shown => {
    const entry = saver.get(field.id);
    return entry ? entry.value : (form.values[field.id] ?? null);
  };
  const filled = Object.fromEntries(form.fields.map((f) => [f.id, isFilled(shown(f))]).filter(([, v]) => v)) as Record<string, true>;
  const change = (field: FormField, value: FormValueInput, delayMs = 0) => {
    setSubmitErrors(({ [field.id]: _gone, ...rest }) => rest);
    saver.change(field.id, value, delayMs);
  };

  const submit = async () => {
    for (const f of form.fields) saver.flush(f.id);
    const missing = missingFields(form.fields, filled);
    if (missing.length) {
      setSubmitErrors(Object.fromEntries(missing.map((f) => [f.id, missingMessage(f)])));
      announce(t('form.formIncomplete'));
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSubmitting(true);
    try {
      const done = await interviewApi.submitForm(refIds, token);
      onDone(done.submittedAt ?? new Date().toISOString());
    } catch (err) {
      const apiError = err instanceof InterviewApiError ? err : new InterviewApiError(0, t('server.somethingWentWrongRetry'));
      setSubmitErrors(Object.fromEntries(Object.entries(apiError.details).map(([id, [message]]) => [id, message])));
      announce(apiError.message);
    } finally {
      setSubmitting(false);
    }
  };

  const busy = saver.pending || submitting;
  return (
    <section className="step stack">
      <StepHeading>{form.name}</StepHeading>
      {form.description ? <p className="prewrap">{form.description}</p> : null}
      <p className="hint">{t('form.formIntro')}</p>
      <form ref={formRef} className="stack" noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
        {form.fields.map((field) => (
          <FormFieldInput
            key={field.id}
            field={field}
            value={shown(field)}
            entry={saver.get(field.id)}
            error={submitErrors[field.id] ?? null}
            refIds={refIds}
            token={token}
            countries={form.placeCountries}
            onChange={(value, delayMs) => change(field, value, delayMs)}
            onFlush={() => saver.flush(field.id)}
            onFile={(file) => {
              const problem = answerFileProblem(file);
              if (problem) saver.refuse(field.id, problem);
              else void saver.upload(field.id, file);
            }}
            onRefuse={(message) => saver.refuse(field.id, message)}
          />
        ))}
        <div className="actions">
          <button className="button button--primary" type="submit" disabled={busy} aria-describedby={busy ? 'form-busy' : undefined}>
            {t('continue')}
          </button>
        </div>
        {busy ? (
          <p id="form-busy" className="hint" role="status">
            {t('answerSaving')}
          </p>
        ) : null}
      </form>
    </section>
  );
}

function isFilled(value: Shown): boolean {
  if (!value) return false;
  if ('text' in value) return value.text.trim() !== '';
  if ('choiceIds' in value) return value.choiceIds.length > 0;
  if (value.kind === 'consent') return value.agreed;
  return true;
}

interface FieldProps {
  field: FormField;
  value: Shown;
  entry: SaveEntry<FormValueInput> | undefined;
  /** Submit's message for this field (a required one left empty). */
  error: string | null;
  refIds: InterviewRef;
  token: string;
  countries: string[];
  onChange: (value: FormValueInput, delayMs?: number) => void;
  onFlush: () => void;
  onFile: (file: File) => void;
  onRefuse: (message: string) => void;
}

/** One field, by kind, with its help, its error and whether it is saved. */
function FormFieldInput({ field, value, entry, error: submitError, refIds, token, countries, onChange, onFlush, onFile, onRefuse }: FieldProps) {
  const id = useId();
  // The form rules and the server write English: shownMessage gives the candidate's language.
  const refused = entry?.state === 'invalid' ? entry.error : submitError;
  const error = refused ? shownMessage(refused) : null;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [field.help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = { describedBy, invalid: Boolean(error), labelClass: 'form-label' };
  const label = (
    <>
      {field.label}
      {field.required ? null : <span className="answer__optional"> ({t('optional')})</span>}
    </>
  );

  const input = (() => {
    switch (field.kind) {
      case 'short_text':
      case 'email':
      case 'phone':
      case 'url':
        return (
          <div className="field">
            <label htmlFor={id} className="form-label">
              {label}
            </label>
            <input
              id={id}
              type={INPUT_TYPES[field.kind]}
              autoComplete={AUTOCOMPLETE[field.kind]}
              required={field.required}
              defaultValue={value && 'text' in value ? value.text : ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={(e) => onChange({ kind: field.kind as 'short_text', text: e.target.value }, TEXT_SAVE_DELAY_MS)}
              onBlur={(e) => {
                // Said at once when the candidate leaves the field, not after the server answers.
                const checked = checkFormValue(field, { kind: field.kind as 'short_text', text: e.target.value });
                if (!checked.ok) onRefuse(checked.message);
                else onFlush();
              }}
            />
          </div>
        );
      case 'long_text':
        return (
          <TextAnswer
            {...common}
            id={id}
            hintId={`${id}-count`}
            label={label}
            required={field.required}
            text={value && 'text' in value ? value.text : ''}
            wordLimit={field.wordLimit}
            onChange={(text) => onChange({ kind: 'long_text', text }, TEXT_SAVE_DELAY_MS)}
            onTimeUp={onFlush}
          />
        );
      case 'consent':
        return (
          <label className="choice consent">
            <input
              type="checkbox"
              required={field.required}
              checked={value?.kind === 'consent' && value.agreed}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={(e) => onChange({ kind: 'consent', agreed: e.target.checked })}
            />
            <span>{label}</span>
          </label>
        );
      case 'single_choice':
      case 'multiple_choice': {
        const multiple = field.kind === 'multiple_choice';
        const chosen = value && 'choiceIds' in value ? value.choiceIds : [];
        return (
          <Choices legend={label} {...common} multiple={multiple} required={field.required}>
            <ChoiceOptions
              name={`${id}-choice`}
              options={field.options}
              chosen={chosen}
              multiple={multiple}
              onChange={(ids) => onChange({ kind: field.kind as 'single_choice', choiceIds: ids })}
            />
          </Choices>
        );
      }
      case 'yes_no': {
        const yes = value?.kind === 'yes_no' ? value.yes : null;
        return (
          <Choices legend={label} {...common} multiple={false} required={field.required}>
            <YesNoOptions name={`${id}-yes-no`} yes={yes} onChange={(option) => onChange({ kind: 'yes_no', yes: option })} />
          </Choices>
        );
      }
      case 'number':
        return (
          <NumberAnswer
            {...common}
            id={id}
            hintId={`${id}-range`}
            label={label}
            required={field.required}
            saved={value?.kind === 'number' ? value.number : null}
            min={field.min}
            max={field.max}
            onChange={(n) => {
              if (n === null) return;
              const checked = checkFormValue(field, { kind: 'number', number: n });
              if (checked.ok) onChange({ kind: 'number', number: n });
              else onRefuse(checked.message);
            }}
          />
        );
      case 'date':
        return (
          <div className="field">
            <label htmlFor={id} className="form-label">
              {label}
            </label>
            <input
              id={id}
              type="date"
              required={field.required}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              defaultValue={value?.kind === 'date' ? value.date : ''}
              onChange={(e) => {
                if (isCalendarDate(e.target.value)) onChange({ kind: 'date', date: e.target.value });
              }}
            />
          </div>
        );
      case 'place':
        return <PlaceInput {...{ id, label, describedBy, error, refIds, token, countries, value, onChange }} required={field.required} />;
      case 'file':
        return (
          <FileAnswer
            {...common}
            id={id}
            hintId={`${id}-file`}
            label={label}
            entry={entry}
            saved={value?.kind === 'file' ? value.file : null}
            onFile={onFile}
          />
        );
    }
  })();

  return (
    <div className="form-field stack stack--tight">
      {input}
      {field.help ? (
        <p id={helpId} className="hint">
          {field.help}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {field.kind !== 'file' ? <SaveState entry={entry} /> : null}
    </div>
  );
}

const countryName = (() => {
  const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
  return (code: string) => names?.of(code) ?? code;
})();

/** A place from the bundled place data: a country, then a town typed and chosen from the suggestions. */
function PlaceInput({
  id,
  label,
  describedBy,
  error,
  required,
  refIds,
  token,
  countries,
  value,
  onChange,
}: Pick<FieldProps, 'error' | 'refIds' | 'token' | 'countries' | 'value' | 'onChange'> & {
  id: string;
  label: React.ReactNode;
  describedBy?: string;
  required: boolean;
}) {
  const [country, setCountry] = useState(countries.includes('AU') ? 'AU' : (countries[0] ?? 'AU'));
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<LocationSuggestion[]>([]);
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? (value?.kind === 'place' && 'label' in value ? value.label : null);

  useEffect(() => {
    if (text.trim().length < 4) {
      setSuggestions([]);
      return;
    }
    const timer = setTimeout(() => {
      interviewApi.places(refIds, token, country, text.trim()).then(setSuggestions, () => setSuggestions([]));
    }, 250);
    return () => clearTimeout(timer);
  }, [text, country, refIds, token]);

  return (
    <fieldset className="choices" aria-describedby={describedBy}>
      <legend className="form-label">{label}</legend>
      {chosen ? <p className="place__chosen">{t('form.placeChosen', { place: chosen })}</p> : null}
      <div className="field">
        <label htmlFor={`${id}-country`}>{t('form.placeCountry')}</label>
        <select id={`${id}-country`} value={country} onChange={(e) => setCountry(e.target.value)}>
          {countries.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id}>{t('form.placeSearch')}</label>
        <input
          id={id}
          type="search"
          autoComplete="address-level2"
          required={required && !chosen}
          value={text}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {suggestions.length ? (
        <ul className="place__suggestions" aria-label={t('form.placeSuggestions')}>
          {suggestions.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  onChange({ kind: 'place', placeId: s.id });
                  setPicked([s.place_name, s.region, s.country].filter(Boolean).join(', '));
                  setText('');
                  setSuggestions([]);
                }}
              >
                {[s.place_name, s.region, s.country].filter(Boolean).join(', ')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
