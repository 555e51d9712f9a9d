import { describe, expect, it } from 'vitest';
import { CANDIDATE_EMAIL, PASSWORD_RULE, SIMPLE_EMAIL, avatarMenu, initialsOf, registerSchema, roleName } from './index';
import { MSG } from './messages';

describe('SPEC §5 validation rules', () => {
  it('requires 8+ characters with lower, upper, digit and special character', () => {
    for (const ok of ['Abcdef1!', 'Str0ng!Pass', 'Zz9#zzzz']) expect(PASSWORD_RULE.test(ok), ok).toBe(true);
    for (const bad of ['Abcde1!', 'abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefgh1', '']) expect(PASSWORD_RULE.test(bad), bad).toBe(false);
  });

  it('accepts candidate addresses only with a 2–4 letter final label', () => {
    expect(CANDIDATE_EMAIL.test('jo.smith+cv@mail.example.com.au')).toBe(true);
    expect(CANDIDATE_EMAIL.test('jo@example.museum')).toBe(false);
    expect(CANDIDATE_EMAIL.test('jo@localhost')).toBe(false);
    expect(SIMPLE_EMAIL.test('jo@localhost')).toBe(false);
    expect(SIMPLE_EMAIL.test('jo@x.io')).toBe(true);
  });

  it('reports registration problems with the exact messages', () => {
    const r = registerSchema.safeParse({
      User_FirstName: 'A', User_LastName: 'B', Enterprise_Name: 'C', User_Email: '',
      Password: 'weak', ConfirmPassword: 'other',
    });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining([MSG.enterEmail, MSG.passwordStrength]));
  });

  it('makes initials from names', () => {
    expect(initialsOf('olivia', 'owens')).toBe('OO');
    expect(initialsOf('', '')).toBe('?');
  });
});

describe('SPEC §6 roles', () => {
  it('names access levels, anything unknown as Owner', () => {
    expect([0, 3, 250, 270, 310].map(roleName)).toEqual(['Owner', 'Administrator', 'Admin', 'Hiring Manager', 'Owner']);
  });

  it('hides avatar-menu entries by level', () => {
    expect([0, 3, 250, 270].map((l) => avatarMenu.showEditEnterprise(l))).toEqual([true, false, true, false]);
    expect([0, 3, 250, 270].map((l) => avatarMenu.showSelectPackage(l))).toEqual([true, false, true, false]);
    expect([0, 3, 250, 270].map((l) => avatarMenu.showClientPreferences(l, true))).toEqual([true, false, true, true]);
    expect(avatarMenu.showClientPreferences(0, false)).toBe(false);
  });
});
