import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InviteResultRow, type SendEmailItem, type SendSmsItem } from '@candid/shared';
import { messagingRoutes } from '@candid/shared/routes';
import type { OffWire } from '@candid/shared/wire';
import { apiCall } from './client';
import { toWire, wireNames } from './entities';
import { inviteKeys, planKeys } from './queryKeys';

/** SendEmail accepts at most this many recipients per call (docs/api-interview.md). */
export const INVITE_BATCH_SIZE = 1000;

/** GET /Subscriber/GetRemainingUsers: the invites left on the plan; null means unlimited. */
export async function fetchRemainingInvites(enterpriseId: number): Promise<number | null> {
  const res = await apiCall(messagingRoutes.remainingInvites, {
    query: { fk_Enterprise_ID: enterpriseId },
  });
  return res.data ?? null;
}

/** Who sends the invitations and for which job: the query of SendEmail. */
export interface InviteSender {
  fromName: string;
  fromMail: string;
  campaignName: string;
  enterpriseName: string;
}

/** One recipient of SendEmail (a campaign line to create), by domain name: `campaignId`, `candidateEmail`, ... */
export type CandidateInvite = OffWire<SendEmailItem, typeof wireNames.campaignLines>;

/**
 * POST /Message/SendEmail: one row per recipient, `[lineId, status, message, email]`.
 * Throws ApiError (402 when the plan has too few invites left).
 */
export async function sendCandidateInvites(sender: InviteSender, invites: CandidateInvite[]): Promise<InviteResultRow[]> {
  const res = await apiCall(messagingRoutes.inviteCandidates, {
    query: {
      FromName: sender.fromName,
      FromMail: sender.fromMail,
      Campaign_Name: sender.campaignName,
      Enterprise_Name: sender.enterpriseName,
    },
    json: invites.map((invite) => toWire(wireNames.campaignLines, invite)),
  });
  return res.data;
}

/** One recipient of SendSms: as for SendEmail, with the mobile number (`candidatePhone`) required. */
export type SmsInvite = OffWire<SendSmsItem, typeof wireNames.campaignLines>;

/**
 * POST /Message/SendSms (issue 33): one row per recipient, `[lineId, status, message, mobile as sent]`.
 * Throws ApiError (402 when the plan has too few text messages or invites left).
 */
export async function sendSmsInvites(fromName: string, invites: SmsInvite[]): Promise<InviteResultRow[]> {
  const res = await apiCall(messagingRoutes.inviteCandidatesBySms, {
    query: { FromName: fromName },
    json: invites.map((invite) => toWire(wireNames.campaignLines, invite)),
  });
  return res.data;
}

/** SendSms as a mutation; afterwards the invites left and the plan's meters (text messages) are read again. */
export function useSendSmsInvites(enterpriseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fromName, invites }: { fromName: string; invites: SmsInvite[] }) => sendSmsInvites(fromName, invites),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inviteKeys.remaining(enterpriseId) }),
        queryClient.invalidateQueries({ queryKey: planKeys.summary }),
      ]),
  });
}

/** Splits a list into chunks of at most `size` items. */
export function chunk<T>(items: T[], size: number = INVITE_BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
