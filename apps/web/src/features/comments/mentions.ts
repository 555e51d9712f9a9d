import { USER_STATUS } from '@candid/shared';
import type { User } from '../../api/entities';

/** The '@text' being typed just before the caret, or null. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,30})$/.exec(before);
  if (!match) return null;
  return { start: caret - match[2].length - 1, query: match[2] };
}

export const mentionName = (u: Pick<User, 'firstName' | 'lastName'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ');

/** The ids of the chosen users whose '@First Last' is still in the text. */
export function mentionedIds(text: string, chosen: Pick<User, 'id' | 'firstName' | 'lastName'>[]): number[] {
  const ids = chosen.filter((u) => text.includes(`@${mentionName(u)}`)).map((u) => u.id);
  return [...new Set(ids)];
}

type Member = Pick<User, 'id' | 'firstName' | 'lastName' | 'status'>;

/**
 * Who may be mentioned: active members other than the writer. The server never notifies the
 * author of their own mention, so offering them would send nothing.
 */
export function mentionTargets<T extends Member>(team: T[], selfId: number | undefined): T[] {
  return team.filter((u) => u.status === USER_STATUS.Active && u.id !== selfId);
}

export const MENTION_NOTES = {
  alone: 'Invite team members to mention them.',
  self: "You can't mention yourself.",
  noMatch: (query: string) => `No team member matches "@${query}".`,
} as const;

/** Why '@query' offers nobody (shown under the field), or null when someone matches. */
export function noMentionNote(team: Member[], selfId: number | undefined, query: string): string | null {
  const targets = mentionTargets(team, selfId);
  const matches = (u: Member) => mentionName(u).toLowerCase().includes(query.toLowerCase());
  if (targets.some(matches)) return null;
  const self = team.find((u) => u.id === selfId);
  const aboutSelf = Boolean(self && query && matches(self));
  if (targets.length === 0) return aboutSelf ? `${MENTION_NOTES.self} ${MENTION_NOTES.alone}` : MENTION_NOTES.alone;
  return aboutSelf ? MENTION_NOTES.self : MENTION_NOTES.noMatch(query);
}
