import { describe, expect, it } from 'vitest';
import { buildUserState } from '../../test/fixtures';
import { MENTION_NOTES, mentionQuery, mentionTargets, mentionedIds, noMentionNote } from './mentions';

const ada = buildUserState({ pk_User_ID: 11, User_FirstName: 'Ada', User_LastName: 'Lovelace' });
const grace = buildUserState({ pk_User_ID: 12, User_FirstName: 'Grace', User_LastName: 'Hopper' });
const gone = buildUserState({ pk_User_ID: 13, User_FirstName: 'Alan', User_LastName: 'Turing', User_Status: 0 });

describe('mentions', () => {
  it('reads the @query before the caret', () => {
    expect(mentionQuery('Hi @Gra', 7)).toEqual({ start: 3, query: 'Gra' });
    expect(mentionQuery('mail@example', 12)).toBeNull();
  });

  it('offers active members other than the writer', () => {
    expect(mentionTargets([ada, grace, gone], 11).map((u) => u.id)).toEqual([12]);
  });

  it('keeps the ids of chosen users still named in the text', () => {
    expect(mentionedIds('Thanks @Grace Hopper', [grace, ada])).toEqual([12]);
  });

  it('says why nobody is offered', () => {
    expect(noMentionNote([ada, grace], 11, 'gr')).toBeNull();
    expect(noMentionNote([ada], 11, '')).toBe(MENTION_NOTES.alone);
    expect(noMentionNote([ada, gone], 11, 'Ad')).toBe(`${MENTION_NOTES.self} ${MENTION_NOTES.alone}`);
    expect(noMentionNote([ada, grace], 11, 'Ada')).toBe(MENTION_NOTES.self);
    expect(noMentionNote([ada, grace], 11, 'zz')).toBe('No team member matches "@zz".');
  });
});
