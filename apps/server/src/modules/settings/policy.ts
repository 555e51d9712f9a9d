import { definePolicy } from '../../policy';

/*
 * Who may write settings. Every member reads them (the settings of the jobs in their sight). A
 * job's settings are written by the job editors of the account (`settings.edit`, e.g. its voice);
 * enterprise-wide settings (no job) belong to the account, like the rest of its management
 * (`enterprise.manage`).
 */
export const settingsPolicy = definePolicy('settings', {
  /** Write a job's settings (the job must be in sight: a query scope, loadCampaign). */
  'jobSettings.edit': { permission: 'settings.edit' },
  /** Write the enterprise-wide settings. */
  'enterpriseSettings.edit': { permission: 'enterprise.manage' },
});
