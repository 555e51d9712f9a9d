import { i18n, type Messages } from '@lingui/core';
import { CANDIDATE_MSG } from '@candid/shared/candidateMessages';
import { INTERVIEW_DIALOG_DEFAULTS } from '@candid/shared/constants';
import { FORM_MSG } from '@candid/shared/formMessages';
import { candidateLocaleOf, directionOf, type CandidateLocale } from '@candid/shared/locales';
import catalogues from 'virtual:candid-catalogues';
import type english from './catalogues/en.json';

/*
 * The candidate app's words (issue 32), in Lingui: each language is a catalogue of ICU messages
 * (./catalogues/<locale>.json, compiled at build time by vite/catalogues.ts), loaded only when
 * its language is chosen. English is a catalogue like the others: no sentence is written in the
 * components, which name messages by id with t().
 */

/** The id of a message: a key of the English catalogue, which every other catalogue has too. */
export type MessageId = keyof typeof english;
export type MessageValues = Record<string, string | number>;

/** The message `id` in the active language, with its placeholders filled in. */
export function t(id: MessageId, values?: MessageValues): string {
  // Before any catalogue has loaded (a first call failing before the job's language is known),
  // Lingui refuses to translate: the id stands in, and the page shows words only once one has loaded.
  if (!i18n.locale) return id;
  return i18n._(id, values);
}

/** The language whose messages t() gives now ('en' before any is loaded). */
export function activeLocale(): CandidateLocale {
  return candidateLocaleOf(i18n.locale);
}

/** Whether a language has been loaded (before, the page shows no words). */
export function hasLanguage(): boolean {
  return Boolean(i18n.locale);
}

const loaded = new Map<string, Promise<Messages>>();

/** The compiled catalogue of `locale`: its chunk is fetched the first time. */
function catalogueOf(locale: string): Promise<Messages> {
  let catalogue = loaded.get(locale);
  if (!catalogue) {
    const load = (catalogues as Record<string, (() => Promise<{ messages: Messages }>) | undefined>)[locale];
    if (!load) return Promise.reject(new Error(`no catalogue for ${locale}`));
    catalogue = load().then((module) => module.messages);
    // A failed fetch (offline) is tried again the next time.
    catalogue.catch(() => loaded.delete(locale));
    loaded.set(locale, catalogue);
  }
  return catalogue;
}

/**
 * Makes `messages` the catalogue of `locale`, in place of its file: the tests' pseudo-locale
 * (src/test/pseudo.ts) stands in for English this way.
 */
export function provideCatalogue(locale: CandidateLocale, messages: Messages) {
  loaded.set(locale, Promise.resolve(messages));
  if (i18n.locale === locale) i18n.load(locale, messages);
}

/**
 * Loads and activates the language of `tag` (a job's Campaign_Language or the candidate's choice:
 * its base language, else English), and marks the page with it: `<html lang dir>` and its title.
 */
export async function switchLanguage(tag: string | null | undefined, doc: Document = document): Promise<CandidateLocale> {
  const locale = candidateLocaleOf(tag);
  const messages = await catalogueOf(locale);
  i18n.loadAndActivate({ locale, messages });
  doc.documentElement.lang = locale;
  doc.documentElement.dir = directionOf(locale);
  doc.title = t('pageTitle');
  return locale;
}

/**
 * The messages of the server (CANDIDATE_MSG) and of application forms (FORM_MSG) the candidate
 * app shows, by their English text: their ids are `server.<key>` and `form.<key>`.
 */
const shownMessageIds = new Map<string, MessageId>();
for (const [prefix, messages] of [
  ['server', CANDIDATE_MSG],
  ['form', FORM_MSG],
] as const) {
  for (const [key, text] of Object.entries(messages)) {
    const id = `${prefix}.${key}`;
    if (typeof text === 'string') shownMessageIds.set(text, id as MessageId);
  }
}

/** A message the server or a form rule gave (in English) in the active language; one the catalogues do not hold, as given. */
export function shownMessage(text: string): string {
  const id = shownMessageIds.get(text);
  // Before any language has loaded (a first call that failed), there is nothing to translate with.
  return id && hasLanguage() && id in i18n.messages ? t(id) : text;
}

/**
 * The job's welcome or closing text: the employer's own as written, or, when they kept the default
 * (the English text a job starts with), the default in the active language.
 */
export function dialogText(text: string | null | undefined, which: 'introduction' | 'closing'): string {
  return text === INTERVIEW_DIALOG_DEFAULTS[which] ? t(`dialog.${which}`) : (text ?? '');
}
