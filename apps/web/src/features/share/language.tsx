import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import type { CandidateLocale } from '@candid/shared/locales';
import { switchLanguage, t, type MessageId, type MessageValues } from '../../interview/i18n';

/*
 * The share page in the job's language (issue 32), with the candidate app's catalogues: its
 * messages are the `share.*` ones. The guest may choose another language on the page.
 */

/**
 * Loads the language of the page once it is known (`tag`: the job's, or the browser's when there
 * is no job to take it from; null while loading), or the one the guest chose. `locale` stays
 * null until its messages have loaded: before, the page shows no words. `loads` counts the loads,
 * so that what depends on the language (the title) follows each. When the page goes, the document
 * is English and left to right again, with the title it had: the employer app's pages are English.
 */
export function useShareLanguage(tag: string | null) {
  const [chosen, setChosen] = useState<CandidateLocale | null>(null);
  const [loaded, setLoaded] = useState<{ locale: CandidateLocale | null; loads: number }>({ locale: null, loads: 0 });
  const wanted = chosen ?? tag;
  const pending = useRef<Promise<unknown> | null>(null);

  useEffect(() => {
    if (wanted === null) return;
    let cancelled = false;
    const loading = switchLanguage(wanted).then((locale) => {
      if (!cancelled) setLoaded((before) => ({ locale, loads: before.loads + 1 }));
    });
    pending.current = loading;
    // A catalogue that cannot be fetched (offline) leaves the page as it is.
    loading.catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [wanted]);

  useEffect(() => {
    const title = document.title;
    const restore = () => {
      document.documentElement.lang = 'en';
      document.documentElement.dir = 'ltr';
      document.title = title;
    };
    return () => {
      restore();
      // A language still loading would mark the document after the page has gone.
      void pending.current?.then(restore, restore);
    };
  }, []);

  const choose = useCallback((locale: CandidateLocale) => setChosen(locale), []);
  return { ...loaded, choose };
}

/** `language`'s long date with the time of day, as its readers write it ('12 de marzo de 2099, 4:05'). */
export function formatMomentIn(language: string, iso: string): string {
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? '' : new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(moment);
}

const MARK = '\u0000';

/**
 * A message with words the employer or a candidate wrote in it (`isolated`: a job's question, a
 * name): each in a <bdi>, so that a Latin name keeps its order in an Arabic sentence and the other
 * way round; the message decides where they stand.
 */
export function Words({ id, values, isolated }: { id: MessageId; values?: MessageValues; isolated: Record<string, string> }) {
  const names = Object.keys(isolated);
  const marked = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  const parts = t(id, { ...values, ...marked }).split(MARK);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? <bdi key={i}>{isolated[names[Number(part)]]}</bdi> : <Fragment key={i}>{part}</Fragment>,
      )}
    </>
  );
}
