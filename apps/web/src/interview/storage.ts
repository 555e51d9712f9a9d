import { answersStorageKey, progressStorageKey, tokenStorageKey } from './constants';
import type { InterviewRef } from './types';

/** Steps done on this device, so a reload skips them (the server knows consent and resume itself). */
export interface LocalProgress {
  resumeStepDone?: boolean;
  deviceChecked?: boolean;
  practiceDone?: boolean;
  /** Questions whose interrupted-answer notice the candidate has dealt with. */
  seenInterrupted?: number[];
  /** Optional questions the candidate moved on from (issue 29): not asked again. */
  passed?: number[];
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** /invite/{campaignId}/{enterpriseId} → the ids, or null for any other path. */
export function parseInviteRef(pathname: string, search = ''): InterviewRef | null {
  const match = /^\/invite\/(\d{1,10})\/(\d{1,10})\/?$/i.exec(pathname);
  if (!match) return null;
  const ref: InterviewRef = { campaignId: Number(match[1]), enterpriseId: Number(match[2]) };
  const params = new URLSearchParams(search);
  const link = params.get('link');
  const via = params.get('via');
  return {
    ...ref,
    ...(link ? { link } : {}),
    ...(via === 'careers' || via === 'job_board' ? { via } : {}),
  };
}

/**
 * A job's old bare link opened the page: the secret the server answered goes into the ref and
 * the address bar, so that the page is shared with it.
 */
export function adoptLink(ref: InterviewRef, link: string, loc: Location = window.location, history: History = window.history) {
  ref.link = link;
  const params = new URLSearchParams(loc.search);
  params.set('link', link);
  history.replaceState(history.state, '', `${loc.pathname}?${params.toString()}${loc.hash}`);
}

/**
 * The candidate's token: a personal link's `?invitation=` wins (it is stored and removed from
 * the address bar), else the one stored by an earlier visit.
 */
export function takeToken(ref: InterviewRef, loc: Location = window.location, history: History = window.history) {
  const params = new URLSearchParams(loc.search);
  const invitation = params.get('invitation');
  if (invitation) {
    saveToken(ref, invitation);
    params.delete('invitation');
    const query = params.toString();
    history.replaceState(history.state, '', `${loc.pathname}${query ? `?${query}` : ''}${loc.hash}`);
    return invitation;
  }
  return safeStorage()?.getItem(tokenStorageKey(ref.campaignId)) ?? null;
}

export function saveToken(ref: InterviewRef, token: string) {
  safeStorage()?.setItem(tokenStorageKey(ref.campaignId), token);
}

export function clearToken(ref: InterviewRef) {
  safeStorage()?.removeItem(tokenStorageKey(ref.campaignId));
  safeStorage()?.removeItem(progressStorageKey(ref.campaignId));
  safeStorage()?.removeItem(answersStorageKey(ref.campaignId));
}

export function readProgress(ref: InterviewRef): LocalProgress {
  try {
    const raw = safeStorage()?.getItem(progressStorageKey(ref.campaignId));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as LocalProgress) : {};
  } catch {
    return {};
  }
}

export function saveProgress(ref: InterviewRef, progress: LocalProgress) {
  safeStorage()?.setItem(progressStorageKey(ref.campaignId), JSON.stringify(progress));
}

const LANGUAGE_KEY = 'candid.interview.language';

/** The language the candidate chose on this device (over the job's), or null. */
export function chosenLanguage(): string | null {
  return safeStorage()?.getItem(LANGUAGE_KEY) ?? null;
}

/** Keeps the candidate's choice of language for the next visit. */
export function rememberLanguage(locale: string) {
  try {
    safeStorage()?.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Storage full or refused: the choice holds for this visit only.
  }
}
