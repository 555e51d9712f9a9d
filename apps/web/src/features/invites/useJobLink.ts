import { useEffect, useRef } from 'react';
import { useSaveInterviewLink, type Campaign } from '../../api/campaigns';
import { candidateLink } from './jobLink';

/**
 * The job's candidate link. A job saved before links were stored has none: the link is
 * stored once (SaveInterviewCampaignLink) and the SPEC §9 format stands in meanwhile.
 */
export function useJobLink(campaign: Campaign) {
  const save = useSaveInterviewLink();
  const stored = campaign.jobVideoLink;
  const started = useRef<Promise<string> | null>(null);

  const ensure = (): Promise<string> => {
    if (stored) return Promise.resolve(stored);
    started.current ??= save
      .mutateAsync(campaign.id)
      .then((saved) => candidateLink({ ...campaign, jobVideoLink: saved?.jobVideoLink ?? null }))
      // Not allowed or not reachable: the link in its documented format still works.
      .catch(() => candidateLink(campaign));
    return started.current;
  };

  useEffect(() => {
    if (!stored) void ensure();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per job
  }, [campaign.id]);

  return { link: candidateLink(campaign), ensure, storing: save.isPending };
}
