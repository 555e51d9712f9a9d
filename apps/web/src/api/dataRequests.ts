import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataRequestInput } from '@candid/shared';
import { dataRequestsRoutes } from '@candid/shared/routes';
import { apiCall } from './client';
import { dataRequestKeys } from './queryKeys';

/* Candidates' data requests (issue 16; packages/shared/src/contract/dataRequests.ts). */

/** POST /DataRequest (public): the message to show, the same for any address. */
export function useCreateDataRequest() {
  return useMutation({
    mutationFn: async (input: DataRequestInput) =>
      (await apiCall(dataRequestsRoutes.create, { json: input, skipAuthRedirect: true })).data,
  });
}

/** POST /DataRequest/Confirm (public): the message to show. */
export function useConfirmDataRequest() {
  return useMutation({
    mutationFn: async (token: string) =>
      (await apiCall(dataRequestsRoutes.confirm, { json: { token }, skipAuthRedirect: true })).data,
  });
}

/** GET /DataRequest: the enterprise's requests (owners and administrators). */
export function useDataRequests(enabled = true) {
  return useQuery({
    queryKey: dataRequestKeys.list,
    queryFn: async ({ signal }) => (await apiCall(dataRequestsRoutes.list, { signal })).data,
    enabled,
  });
}
