import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Campaign, InviteResultRow, User } from '@candid/shared';
import { useEnterprise } from '../../api/enterprises';
import {
  fetchRemainingInvites,
  sendCandidateInvites,
  type CandidateInvite,
} from '../../api/invites';
import { inviteKeys } from '../../api/queryKeys';
import { useCurrentUser } from '../../api/users';

/** The invites left on the plan (null: unlimited), shared by the page's check and the dialogs. */
export function useRemainingInvites(enterpriseId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: inviteKeys.remaining(enterpriseId ?? 0),
    queryFn: () => fetchRemainingInvites(enterpriseId as number),
    enabled: enabled && enterpriseId !== undefined && enterpriseId > 0,
  });
}

export interface Recipient {
  email: string;
  firstName?: string;
  lastName?: string;
}

const senderName = (user: User | undefined) =>
  [user?.User_FirstName, user?.User_LastName].filter(Boolean).join(' ').trim() || (user?.User_Email ?? '');

/**
 * Sends candidate invitations for one job as the signed-in user (SendEmail's FromName,
 * FromMail, Campaign_Name and Enterprise_Name), then refreshes the invites left.
 */
export function useInviteSender(campaign: Campaign) {
  const user = useCurrentUser().data;
  const enterprise = useEnterprise(user?.fk_Enterprise_ID).data;
  const queryClient = useQueryClient();
  const enterpriseId = user?.fk_Enterprise_ID ?? campaign.fk_Enterprise_ID;

  return async (recipients: Recipient[]): Promise<InviteResultRow[]> => {
    const invites: CandidateInvite[] = recipients.map((r) => ({
      fk_Enterprise_ID: enterpriseId,
      fk_Job_ID: campaign.fk_Job_ID,
      fk_Campaign_ID: campaign.pk_Campaign_ID,
      CampaignLine_CandidateEmail: r.email,
      ...(r.firstName ? { CampaignLine_CandidateFirstName: r.firstName } : {}),
      ...(r.lastName ? { CampaignLine_CandidateLastName: r.lastName } : {}),
    }));
    try {
      return await sendCandidateInvites(
        {
          fromName: senderName(user),
          fromMail: user?.User_Email ?? '',
          campaignName: campaign.Campaign_Name,
          enterpriseName: enterprise?.Enterprise_Name ?? user?.Enterprise_Name ?? '',
        },
        invites,
      );
    } finally {
      void queryClient.invalidateQueries({ queryKey: inviteKeys.remaining(enterpriseId) });
    }
  };
}
