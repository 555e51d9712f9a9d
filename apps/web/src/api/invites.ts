import { type InviteResultRow, type SendEmailItem } from '@candid/shared';
import { messagingRoutes } from '@candid/shared/routes';
import type { OffWire } from '@candid/shared/wire';
import { apiCall } from './client';
import { toWire, wireNames } from './entities';

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

/** Splits a list into chunks of at most `size` items. */
export function chunk<T>(items: T[], size: number = INVITE_BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
