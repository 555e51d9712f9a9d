import { definePolicy } from '../../policy';

/*
 * Snippets (the enterprise's texts) have no action of their own beyond the routes' access:
 * editing them is for `enterprise.manage`; candidates read them without signing in.
 */
export const snippetsPolicy = definePolicy('snippets', {});
