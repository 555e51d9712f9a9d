import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ApplicationResponseInput,
  type ApplicationResponsePreview,
  type ApplicationResponseSent as WireApplicationResponseSent,
  type GuestRating as WireGuestRating,
  type ReviewShareCreated as WireReviewShareCreated,
  type ReviewShareCreateInput,
  type ReviewShareRow as WireReviewShareRow,
} from '@candid/shared';
import { messagingRoutes, reviewSharesRoutes } from '@candid/shared/routes';
import { fromWire, type OffWire } from '@candid/shared/wire';
import { apiCall } from './client';
import { wireNames, type CandidateDetail } from './entities';
import { candidateKeys, dashboardKeys, shareKeys } from './queryKeys';

/*
 * The team side of sharing candidates for review without an account, and responses emailed to
 * candidates (docs/api-review.md "Decisions and responses", "Share for review without an account").
 */

/** A link just made: its id, its URL (shown only this once) and when it expires. */
export type ReviewShareCreated = OffWire<WireReviewShareCreated, typeof wireNames.reviewShares>;

/** A link of the job with its creator (user id and name) and its visit and rating counts. */
export type ReviewShareRow = Omit<OffWire<WireReviewShareRow, typeof wireNames.reviewShares>, 'createdBy'> & {
  createdBy: OffWire<NonNullable<WireReviewShareRow['createdBy']>, typeof wireNames.users> | null;
};

export function reviewShareRowFromWire({ createdBy, ...share }: WireReviewShareRow): ReviewShareRow {
  return { ...fromWire(wireNames.reviewShares, share), createdBy: createdBy && fromWire(wireNames.users, createdBy) };
}

/** A guest's rating as the server names it: by the share link it came through (reviewShareId). */
const guestRatingNames = { reviewShareId: wireNames.reviewShares.id } as const;
export type GuestRating = OffWire<WireGuestRating, typeof guestRatingNames>;

/** What was queued, and the line's status afterwards. */
export type ApplicationResponseSent = OffWire<WireApplicationResponseSent, typeof wireNames.campaignLines>;

/** GET /ReviewShare?campaignId: the job's links with their visit and rating counts. */
export function useReviewShares(campaignId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: shareKeys.byCampaign(campaignId ?? 0),
    queryFn: async () =>
      (await apiCall(reviewSharesRoutes.list, { query: { campaignId } })).data.map(reviewShareRowFromWire),
    enabled: enabled && !!campaignId,
  });
}

/** POST /ReviewShare: the URL is only ever shown in this answer. */
export function useCreateReviewShare(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReviewShareCreateInput): Promise<ReviewShareCreated> =>
      fromWire(wireNames.reviewShares, (await apiCall(reviewSharesRoutes.create, { json: input })).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.byCampaign(campaignId) }),
  });
}

/** DELETE /ReviewShare/{id}: the link answers 404 from then on. */
export function useRevokeReviewShare(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiCall(reviewSharesRoutes.revoke, { params: { id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.byCampaign(campaignId) }),
  });
}

/** GET /ReviewShare/Ratings?campaignLineId: ratings left by guests through links, newest first. */
export function useGuestRatings(lineId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: shareKeys.guestRatings(lineId ?? 0),
    queryFn: async () =>
      (await apiCall(reviewSharesRoutes.guestRatings, { query: { campaignLineId: lineId } })).data.map(
        (rating): GuestRating => fromWire(guestRatingNames, rating),
      ),
    enabled: enabled && !!lineId,
  });
}

/** POST /Message/PreviewApplicationResponse: the email exactly as it would be sent. */
export async function previewApplicationResponse(input: ApplicationResponseInput): Promise<ApplicationResponsePreview> {
  return (
    await apiCall(messagingRoutes.previewResponse, { json: input })
  ).data;
}

/** The legacy query of sendApplicationResponse: only enterpriseID is checked (the sender is the platform's). */
export interface ApplicationResponseSender {
  enterpriseId: number;
  fromMail: string;
  fromName: string;
  jobName: string;
}

/**
 * POST /Message/sendApplicationResponse: queues the email and, for shortlist/reject, sets the
 * status in the same transaction.
 */
export function useSendApplicationResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      sender,
      input,
      subject,
    }: {
      sender: ApplicationResponseSender;
      input: ApplicationResponseInput;
      subject: string;
    }): Promise<ApplicationResponseSent> =>
      fromWire(
        wireNames.campaignLines,
        (
          await apiCall(messagingRoutes.sendResponse, {
            query: {
              enterpriseID: sender.enterpriseId,
              FromMail: sender.fromMail,
              FromName: sender.fromName,
              title: subject,
              jobName: sender.jobName,
            },
            json: input,
          })
        ).data,
      ),
    onSuccess: (sent, { input }) => {
      queryClient.setQueryData<CandidateDetail>(candidateKeys.byId(input.campaignLineId), (old) =>
        old && typeof sent.status === 'number' ? { ...old, status: sent.status } : old,
      );
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      return queryClient.invalidateQueries({ queryKey: candidateKeys.lists });
    },
  });
}
