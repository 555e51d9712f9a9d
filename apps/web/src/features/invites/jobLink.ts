import type { Campaign } from '@candid/shared';

/**
 * The candidate link of a job: stored on save, else the SPEC §9 format origin +
 * /invite/{campaignId}/{enterpriseId} with the job's secret (?link=), without which it opens nothing.
 */
export function candidateLink(job: Pick<Campaign, 'Campaign_Job_Video_Link' | 'pk_Campaign_ID' | 'fk_Enterprise_ID' | 'publicLinkToken'>): string {
  return (
    job.Campaign_Job_Video_Link ||
    `${window.location.origin}/invite/${job.pk_Campaign_ID}/${job.fk_Enterprise_ID}?link=${encodeURIComponent(job.publicLinkToken)}`
  );
}
