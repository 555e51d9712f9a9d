import type { Campaign } from '../../api/campaigns';

/**
 * The candidate link of a job: stored on save, else the SPEC §9 format origin +
 * /invite/{campaignId}/{enterpriseId} with the job's secret (?link=), without which it opens nothing.
 */
export function candidateLink(job: Pick<Campaign, 'jobVideoLink' | 'id' | 'enterpriseId' | 'publicLinkToken'>): string {
  return (
    job.jobVideoLink ||
    `${window.location.origin}/invite/${job.id}/${job.enterpriseId}?link=${encodeURIComponent(job.publicLinkToken)}`
  );
}
