import { ACCESS_LEVEL } from '@candid/shared';

/** SPEC §6: Edit Enterprise Account is for everyone but Administrators (3) and Hiring Managers (270). */
export const ENTERPRISE_EDITORS: readonly number[] = [ACCESS_LEVEL.Owner, ACCESS_LEVEL.Admin];
