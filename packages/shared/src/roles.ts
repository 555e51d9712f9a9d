import { ACCESS_LEVEL } from './constants';

/** SPEC §6: User_AccessLevel to role name; anything else is displayed as Owner. */
export function roleName(level: number | null | undefined): string {
  switch (level) {
    case ACCESS_LEVEL.Administrator:
      return 'Administrator';
    case ACCESS_LEVEL.Admin:
      return 'Admin';
    case ACCESS_LEVEL.HiringManager:
      return 'Hiring Manager';
    default:
      return 'Owner';
  }
}

/** Levels the team-invite dialog offers. */
export const INVITABLE_LEVELS = [
  { id: ACCESS_LEVEL.Administrator, label: 'Administrator' },
  { id: ACCESS_LEVEL.HiringManager, label: 'Hiring Manager' },
] as const;

export const isOwner = (level: number) => level === ACCESS_LEVEL.Owner;

/** Who may manage the enterprise account, team and package (server policy and menu alike). */
export const canManageEnterprise = (level: number) =>
  level !== ACCESS_LEVEL.HiringManager && level !== ACCESS_LEVEL.Administrator;

/** Avatar-menu visibility (SPEC §6). */
export const avatarMenu = {
  showEditEnterprise: (level: number) => canManageEnterprise(level),
  showSelectPackage: (level: number) => canManageEnterprise(level),
  showClientPreferences: (level: number, hasEnterprise: boolean) =>
    hasEnterprise && level !== ACCESS_LEVEL.Administrator,
  companyNameNavigates: (level: number) => canManageEnterprise(level),
};

/** Who may edit another team member's profile or status: the owner (SPEC §6, team list). */
export const canManageUsers = (level: number) => isOwner(level);

/**
 * Who may change a candidate's status (single or bulk), send application responses and share
 * candidates for review: everyone but Hiring Managers, who review and rate (docs/api-review.md).
 */
export const canDecideOnCandidates = (level: number) => level !== ACCESS_LEVEL.HiringManager;

/** Hiring Managers see only the jobs whose hiring manager (Campaign_CandidateNumber) they are. */
export const seesOnlyOwnJobs = (level: number) => level === ACCESS_LEVEL.HiringManager;
