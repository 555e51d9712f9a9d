import { definePolicy } from '../../policy';

/*
 * Data requests have no action of their own: candidates ask for a copy or the deletion of their
 * data without signing in (they act for no member), and the enterprise's list of requests is for
 * those who read its audit (the route's access, `audit.read`: owners and administrators).
 */
export const dataRequestsPolicy = definePolicy('data-requests', {});
