import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type Enterprise, type EnterpriseUpdate } from '@candid/shared';
import { enterprisesRoutes } from '@candid/shared/routes';
import { apiCall } from './client';
import { enterpriseKeys, userKeys } from './queryKeys';

/** GET /api/Enterprise/{id} */
export function useEnterprise(id: number | undefined) {
  return useQuery({
    queryKey: enterpriseKeys.byId(id ?? 0),
    queryFn: async () => (await apiCall(enterprisesRoutes.byId, { params: { id: id ?? 0 } })).data,
    enabled: id !== undefined && id > 0,
  });
}

/** GET /api/Enterprise: the caller's own enterprise (the server answers it as a one-item list). */
export function useOwnEnterprise(enabled = true) {
  return useQuery({
    queryKey: enterpriseKeys.mine,
    queryFn: async () => (await apiCall(enterprisesRoutes.mine)).data[0] ?? null,
    enabled,
  });
}

/** Puts the server's copy of an enterprise in both caches that hold it (own and by id). */
export function storeEnterprise(queryClient: QueryClient, enterprise: Enterprise) {
  queryClient.setQueryData(enterpriseKeys.byId(enterprise.pk_Enterprise_ID), enterprise);
  queryClient.setQueryData<Enterprise | null>(enterpriseKeys.mine, (old) =>
    !old || old.pk_Enterprise_ID === enterprise.pk_Enterprise_ID ? enterprise : old,
  );
}

/** PUT /api/Enterprise: replaces the cached enterprise with the server's answer. */
export function useUpdateEnterprise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: EnterpriseUpdate) =>
      (await apiCall(enterprisesRoutes.update, { json: update })).data,
    onSuccess: (enterprise) => {
      if (enterprise) storeEnterprise(queryClient, enterprise);
      // The signed-in user carries the company name the avatar menu shows.
      void queryClient.invalidateQueries({ queryKey: userKeys.byEmails });
    },
  });
}
