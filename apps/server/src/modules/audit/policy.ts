import { definePolicy } from '../../policy';

/*
 * The audit trail has no action of its own beyond the routes' access: reading and exporting a
 * candidate's trail is for `audit.read` (never a Hiring Manager).
 */
export const auditPolicy = definePolicy('audit', {});
