import { MSG, type Campaign } from '@candid/shared';
import { notify } from '../../components/notify';

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

/** Copies text to the clipboard with the SPEC §8 toasts. Returns whether it worked. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(MSG.copied);
    return true;
  } catch {
    notify.error(MSG.copyFailed);
    return false;
  }
}
