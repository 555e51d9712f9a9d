import type { User } from '@candid/shared';

/** The '@text' being typed just before the caret, or null. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,30})$/.exec(before);
  if (!match) return null;
  return { start: caret - match[2].length - 1, query: match[2] };
}

export const mentionName = (u: Pick<User, 'User_FirstName' | 'User_LastName'>) =>
  [u.User_FirstName, u.User_LastName].filter(Boolean).join(' ');

/** The ids of the chosen users whose '@First Last' is still in the text. */
export function mentionedIds(text: string, chosen: Pick<User, 'pk_User_ID' | 'User_FirstName' | 'User_LastName'>[]): number[] {
  const ids = chosen.filter((u) => text.includes(`@${mentionName(u)}`)).map((u) => u.pk_User_ID);
  return [...new Set(ids)];
}
