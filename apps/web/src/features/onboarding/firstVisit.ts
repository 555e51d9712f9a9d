/*
 * "Welcome" or "Welcome back": a user who has just finished onboarding is new, for the rest of
 * that browser tab's session (reloads included); anyone else is returning. Kept in
 * sessionStorage under the user's id, so another account signing in on the same tab is not
 * taken for new; logout forgets it.
 */

const KEY = 'candid.firstVisit';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Called when a user finishes onboarding: this session is their first. */
export function markFirstVisit(userId: number): void {
  storage()?.setItem(KEY, String(userId));
}

/** Whether this session is the user's first (they finished onboarding in it). */
export function isFirstVisit(userId: number): boolean {
  return storage()?.getItem(KEY) === String(userId);
}

export function forgetFirstVisit(): void {
  storage()?.removeItem(KEY);
}

/** 'Welcome, Ada.' for a first-time user, 'Welcome back, Ada.' for a returning one. */
export function greeting(firstName: string, firstVisit: boolean): string {
  return `${firstVisit ? 'Welcome' : 'Welcome back'}, ${firstName}.`;
}
