import { definePolicy } from '../../policy';

/*
 * Client employers have no action of their own beyond the routes' access: every member reads
 * the enterprise's employers; creating and editing them is for `employers.edit`.
 */
export const employersPolicy = definePolicy('employers', {});
