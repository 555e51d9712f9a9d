import { definePolicy } from '../../policy';

/*
 * The enterprise account has no action of its own beyond the routes' access: every member
 * reads their own enterprise; editing it is for `enterprise.manage` (Owner, Admin). Another
 * enterprise is out of sight (404).
 */
export const enterprisesPolicy = definePolicy('enterprises', {});
