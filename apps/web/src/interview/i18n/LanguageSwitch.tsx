import { useId } from 'react';
import { CANDIDATE_LOCALES, LOCALE_NAMES, type CandidateLocale } from '@candid/shared/locales';
import { activeLocale, t } from './index';

/**
 * The candidate's choice of language on the first page (issue 32): each language named in itself
 * (and marked with its `lang`, so a screen reader pronounces it), the job's language chosen first.
 */
export function LanguageSwitch({ onChange }: { onChange: (locale: CandidateLocale) => void }) {
  const id = useId();
  const current = activeLocale();
  return (
    <div className="language">
      <label htmlFor={id}>{t('language')}</label>
      <select id={id} value={current} lang={current} onChange={(event) => onChange(event.target.value as CandidateLocale)}>
        {CANDIDATE_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
