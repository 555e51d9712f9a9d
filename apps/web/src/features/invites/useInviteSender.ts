import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteResultRow } from '@candid/shared';
import type { Campaign } from '../../api/campaigns';
import type { User } from '../../api/entities';
import { useEnterprise } from '../../api/enterprises';
import {
  fetchRemainingInvites,
  sendCandidateInvites,
  useSendSmsInvites,
  type CandidateInvite,
  type SmsInvite,
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
  /** Kept on the campaign line; an invitation by email does not check it. */
  phone?: string;
}

/** A recipient of a text message: the mobile number (E.164) is required, the email too. */
export interface SmsRecipient extends Recipient {
  phone: string;
}

const senderName = (user: User | undefined) =>
  [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim() || (user?.email ?? '');

/**
 * Sends candidate invitations for one job as the signed-in user (SendEmail's FromName,
 * FromMail, the job's and the company's names), then refreshes the invites left.
 */
export function useInviteSender(campaign: Campaign) {
  const user = useCurrentUser().data;
  const enterprise = useEnterprise(user?.enterpriseId).data;
  const queryClient = useQueryClient();
  const enterpriseId = user?.enterpriseId ?? campaign.enterpriseId;

  return async (recipients: Recipient[]): Promise<InviteResultRow[]> => {
    const invites: CandidateInvite[] = recipients.map((r) => ({
      enterpriseId,
      jobId: campaign.jobId,
      campaignId: campaign.id,
      candidateEmail: r.email,
      ...(r.firstName ? { candidateFirstName: r.firstName } : {}),
      ...(r.lastName ? { candidateLastName: r.lastName } : {}),
      ...(r.phone ? { candidatePhone: r.phone } : {}),
    }));
    try {
      return await sendCandidateInvites(
        {
          fromName: senderName(user),
          fromMail: user?.email ?? '',
          campaignName: campaign.name,
          enterpriseName: enterprise?.name ?? user?.enterpriseName ?? '',
        },
        invites,
      );
    } finally {
      void queryClient.invalidateQueries({ queryKey: inviteKeys.remaining(enterpriseId) });
    }
  };
}

/** The country a mobile number written without its country code is read in: the signed-in user's company's. */
export function useMobileCountry(): string | undefined {
  const user = useCurrentUser().data;
  return useEnterprise(user?.enterpriseId).data?.countryCode ?? undefined;
}

/**
 * Sends candidate invitations by text message for one job as the signed-in user (SendSms's
 * FromName). Throws ApiError as SendSms does (402: the plan's text messages or invites ran out).
 */
export function useSmsInviteSender(campaign: Campaign) {
  const user = useCurrentUser().data;
  const enterpriseId = user?.enterpriseId ?? campaign.enterpriseId;
  const { mutateAsync } = useSendSmsInvites(enterpriseId);

  return (recipients: SmsRecipient[]): Promise<InviteResultRow[]> => {
    const invites: SmsInvite[] = recipients.map((r) => ({
      enterpriseId,
      jobId: campaign.jobId,
      campaignId: campaign.id,
      candidateEmail: r.email,
      candidatePhone: r.phone,
      ...(r.firstName ? { candidateFirstName: r.firstName } : {}),
      ...(r.lastName ? { candidateLastName: r.lastName } : {}),
    }));
    return mutateAsync({ fromName: senderName(user), invites });
  };
}
