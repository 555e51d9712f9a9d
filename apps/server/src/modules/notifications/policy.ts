import { definePolicy } from '../../policy';

/*
 * Notifications have no action of their own: every member notifies their teammates, reads and
 * marks their own (the routes' access; rows of the session's user), and a notification about a
 * job is written only on a job in their sight, applied as a query (loadCampaign, `visibleJobs` in
 * campaigns/policy.ts).
 */
export const notificationsPolicy = definePolicy('notifications', {});
