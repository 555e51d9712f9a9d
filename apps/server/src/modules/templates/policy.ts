import { definePolicy } from '../../policy';

/*
 * Templates have no action of their own beyond the routes' access: every member reads the
 * question and job-description templates; creating, renaming and deleting them is for
 * `templates.edit`.
 */
export const templatesPolicy = definePolicy('templates', {});
