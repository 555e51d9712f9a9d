import { describe, expect, it } from 'vitest';
import { ACCESS_LEVEL } from './constants';
import {
  PERMISSIONS,
  avatarMenu,
  can,
  canDecideOnCandidates,
  canEraseCandidates,
  canManageEnterprise,
  canManageUsers,
  levelCovers,
  roleName,
  rolesFor,
  seesOnlyOwnJobs,
  type Permission,
} from './roles';

/** Every ACCESS_LEVEL value, and a level no one is given. */
const LEVELS = [
  ACCESS_LEVEL.Owner,
  ACCESS_LEVEL.Administrator,
  ACCESS_LEVEL.Admin,
  ACCESS_LEVEL.HiringManager,
  ACCESS_LEVEL.InviteFallback,
  999,
] as const;
const Y = true;
const N = false;

// SPEC §6, one row per permission, one column per level:
//                                        Owner  Admin-    Admin  Hiring   310    unknown
//                                        0      istr. 3   250    Mgr 270  (invite fallback, 999)
const TABLE: Record<Permission, readonly boolean[]> = {
  'campaigns.edit':          /* jobs */   [Y,     Y,        Y,     N,       N,     N],
  'jobs.seeAll':                          [Y,     Y,        Y,     N,       N,     N],
  'candidates.decide':                    [Y,     Y,        Y,     N,       N,     N],
  'candidates.erase':                     [Y,     Y,        Y,     N,       N,     N],
  'templates.edit':                       [Y,     Y,        Y,     N,       N,     N],
  'settings.edit':           /* job's */  [Y,     Y,        Y,     N,       N,     N],
  'enterprise.manage':                    [Y,     N,        Y,     N,       N,     N],
  'employers.edit':                       [Y,     N,        Y,     N,       N,     N],
  'clientPreferences.open':               [Y,     N,        Y,     Y,       N,     N],
  'users.manage':                         [Y,     N,        N,     N,       N,     N],
  'audit.read':              /* issue 16 */ [Y,   Y,        Y,     N,       N,     N],
  'billing.pay':                          [Y,     N,        N,     N,       N,     N],
  'integrations.manage':     /* issue 17 */ [Y,   N,        Y,     N,       N,     N],
};

describe('the role table (SPEC §6)', () => {
  it('covers every permission and every access level', () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(PERMISSIONS).sort());
    expect(LEVELS.slice(0, -1)).toEqual(expect.arrayContaining(Object.values(ACCESS_LEVEL)));
  });

  it.each(Object.entries(TABLE) as Array<[Permission, boolean[]]>)('%s: allowed per level', (permission, row) => {
    expect(LEVELS.map((level) => can(level, permission))).toEqual(row);
    expect(rolesFor(permission)).toEqual(LEVELS.filter((_, i) => row[i]));
  });

  it('names the roles; any other level is displayed as Owner and grants nothing', () => {
    expect(LEVELS.map(roleName)).toEqual(['Owner', 'Administrator', 'Admin', 'Hiring Manager', 'Owner', 'Owner']);
    expect([null, undefined].map(roleName)).toEqual(['Owner', 'Owner']);
  });

  it('derives the web predicates from the table', () => {
    //                                                           0  3  250 270 310 999
    expect(LEVELS.map(canManageEnterprise)).toEqual(            [Y, N, Y,  N,  N,  N]);
    expect(LEVELS.map(canManageUsers)).toEqual(                 [Y, N, N,  N,  N,  N]);
    expect(LEVELS.map(canDecideOnCandidates)).toEqual(          [Y, Y, Y,  N,  N,  N]);
    expect(LEVELS.map(canEraseCandidates)).toEqual(             [Y, Y, Y,  N,  N,  N]);
    expect(LEVELS.map(seesOnlyOwnJobs)).toEqual(                [N, N, N,  Y,  Y,  Y]);
    expect(LEVELS.map((l) => avatarMenu.showEditEnterprise(l))).toEqual(  [Y, N, Y, N, N, N]);
    expect(LEVELS.map((l) => avatarMenu.showSelectPackage(l))).toEqual(   [Y, N, Y, N, N, N]);
    expect(LEVELS.map((l) => avatarMenu.companyNameNavigates(l))).toEqual([Y, N, Y, N, N, N]);
    expect(LEVELS.map((l) => avatarMenu.showClientPreferences(l, true))).toEqual([Y, N, Y, Y, N, N]);
    expect(LEVELS.map((l) => avatarMenu.showClientPreferences(l, false))).toEqual([N, N, N, N, N, N]);
  });

  it('lets a member hand an API key only a role whose permissions are all theirs (issue 17)', () => {
    const { Owner, Administrator, Admin, HiringManager } = ACCESS_LEVEL;
    const roles = [Owner, Administrator, Admin, HiringManager];
    expect(roles.map((r) => levelCovers(Owner, r))).toEqual([Y, Y, Y, Y]);
    // An Admin lacks users.manage and billing.pay (the owner's), so cannot make an Owner key.
    expect(roles.map((r) => levelCovers(Admin, r))).toEqual([N, Y, Y, Y]);
    // Client Preferences is a Hiring Manager's and not an Administrator's (SPEC §6).
    expect(roles.map((r) => levelCovers(Administrator, r))).toEqual([N, Y, N, N]);
    expect(roles.map((r) => levelCovers(HiringManager, r))).toEqual([N, N, N, Y]);
  });
});
