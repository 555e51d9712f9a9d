import { ACCESS_LEVEL } from './constants';

/**
 * The role table (SPEC §6): who may do what, by User_AccessLevel. The server's route
 * declarations and policies and the web's menus and buttons all read it, so they cannot drift.
 * A level that is not a role here (310 is only the invite call's fallback) may do what every
 * signed-in member may do and nothing listed below.
 */
export const ROLES = [
  { level: ACCESS_LEVEL.Owner, name: 'Owner' },
  { level: ACCESS_LEVEL.Administrator, name: 'Administrator' },
  { level: ACCESS_LEVEL.Admin, name: 'Admin' },
  { level: ACCESS_LEVEL.HiringManager, name: 'Hiring Manager' },
] as const;

const { Owner, Administrator, Admin, HiringManager } = ACCESS_LEVEL;

/** Each permission with the levels allowed it; anything not listed is for every member. */
export const PERMISSIONS = {
  /** Create, edit, clone, end or change the status of jobs and their questions; invite candidates. */
  'campaigns.edit': [Owner, Administrator, Admin],
  /** See every job of the enterprise and its candidates (a Hiring Manager sees the jobs whose hiring manager they are). */
  'jobs.seeAll': [Owner, Administrator, Admin],
  /** Change a candidate's status, send application responses, share candidates for review (docs/api-review.md). */
  'candidates.decide': [Owner, Administrator, Admin],
  /** Delete candidates and their data for good (issue 16, docs/data-lifecycle.md). */
  'candidates.erase': [Owner, Administrator, Admin],
  /** Create, rename and delete question and job-description templates. */
  'templates.edit': [Owner, Administrator, Admin],
  /** Write a job's settings (e.g. its voice). */
  'settings.edit': [Owner, Administrator, Admin],
  /** Edit Enterprise Account, Select Package, the company-name link, team invitations, enterprise-wide settings. */
  'enterprise.manage': [Owner, Admin],
  /** Create and edit client employers (everyone reads them). */
  'employers.edit': [Owner, Admin],
  /** The avatar menu's Client Preferences (hidden for Administrators). */
  'clientPreferences.open': [Owner, Admin, HiringManager],
  /** Edit another team member's profile, level or status (the team list's activate/deactivate link). */
  'users.manage': [Owner],
  /** Read and export a candidate's audit trail and the candidates' data requests (issue 16, docs/data-lifecycle.md). */
  'audit.read': [Owner, Administrator, Admin],
  /** Spend money: subscribe, change package, open the payment provider's portal (docs/api-billing.md). */
  'billing.pay': [Owner],
  /** Create and revoke API keys, add and manage webhook endpoints (issue 17, docs/api-keys-and-webhooks.md). */
  'integrations.manage': [Owner, Admin],
} as const satisfies Record<string, readonly number[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Whether a user of this access level has the permission. */
export const can = (level: number, permission: Permission): boolean =>
  (PERMISSIONS[permission] as readonly number[]).includes(level);

/** The access levels allowed a permission (a route's role list). */
export const rolesFor = (permission: Permission): readonly number[] => PERMISSIONS[permission];

/** SPEC §6: User_AccessLevel to role name; anything else is displayed as Owner (display only: it grants nothing). */
export function roleName(level: number | null | undefined): string {
  return ROLES.find((r) => r.level === level)?.name ?? 'Owner';
}

/** Levels the team-invite dialog offers. */
export const INVITABLE_LEVELS = [
  { id: ACCESS_LEVEL.Administrator, label: 'Administrator' },
  { id: ACCESS_LEVEL.HiringManager, label: 'Hiring Manager' },
] as const;

export const isOwner = (level: number) => level === ACCESS_LEVEL.Owner;

/** Who may manage the enterprise account, team and package (server policy and menu alike). */
export const canManageEnterprise = (level: number) => can(level, 'enterprise.manage');

/** Avatar-menu visibility (SPEC §6). */
export const avatarMenu = {
  showEditEnterprise: (level: number) => can(level, 'enterprise.manage'),
  showSelectPackage: (level: number) => can(level, 'enterprise.manage'),
  showClientPreferences: (level: number, hasEnterprise: boolean) => hasEnterprise && can(level, 'clientPreferences.open'),
  companyNameNavigates: (level: number) => can(level, 'enterprise.manage'),
};

/** Who may delete candidates and their data for good (issue 16). */
export const canEraseCandidates = (level: number) => can(level, 'candidates.erase');

/** Who may subscribe, change the package or the payment method: the owner. */
export const canPay = (level: number) => can(level, 'billing.pay');

/** Who may edit another team member's profile or status: the owner (SPEC §6, team list). */
export const canManageUsers = (level: number) => can(level, 'users.manage');

/**
 * Who may change a candidate's status (single or bulk), send application responses and share
 * candidates for review: everyone but Hiring Managers, who review and rate (docs/api-review.md).
 */
export const canDecideOnCandidates = (level: number) => can(level, 'candidates.decide');

/** Hiring Managers see only the jobs whose hiring manager (Campaign_CandidateNumber) they are. */
export const seesOnlyOwnJobs = (level: number) => !can(level, 'jobs.seeAll');

/** Who may read a candidate's audit trail and the data requests (issue 16): owners and administrators. */
export const canReadAudit = (level: number) => can(level, 'audit.read');

/** Who may create API keys and manage webhooks (issue 17): those who manage the enterprise account, never a Hiring Manager. */
export const canManageIntegrations = (level: number) => can(level, 'integrations.manage');

/**
 * Whether a member of level `creator` may hand out a key of level `role`: every permission of
 * `role` is one `creator` has (a key is never more than its creator).
 */
export const levelCovers = (creator: number, role: number): boolean =>
  (Object.keys(PERMISSIONS) as Permission[]).every((p) => !can(role, p) || can(creator, p));
