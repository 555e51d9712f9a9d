import { CAMPAIGN_STATUS, type JobState } from '@candid/shared';
import { useSetCampaignStatus } from '../../api/campaigns';
import { errorMessage } from '../../api/client';
import { notify } from '../../components/notify';

/**
 * Pausing and reactivating a job (POST /Campaign/UpdateCampaignStatus): a paused job takes no
 * interviews — its candidates' links say "This interview is paused." — until it is reactivated.
 * An ended job is neither.
 */
export function usePauseJob() {
  const setStatus = useSetCampaignStatus();
  const toggle = async (id: number, state: JobState) => {
    const pausing = state !== 'paused';
    try {
      await setStatus.mutateAsync({ id, status: pausing ? CAMPAIGN_STATUS.Paused : CAMPAIGN_STATUS.Active });
      notify.success(pausing ? 'Job paused: candidates cannot interview until you reactivate it.' : 'Job reactivated: candidates can interview again.');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return { toggle, busy: setStatus.isPending };
}

/** The action's label for a job in `state`, or null when it has ended (it can be neither). */
export const pauseLabel = (state: JobState): 'Pause' | 'Reactivate' | null => (state === 'ended' ? null : state === 'paused' ? 'Reactivate' : 'Pause');
