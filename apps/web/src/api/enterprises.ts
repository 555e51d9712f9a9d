import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EnterpriseUpdate as WireEnterpriseUpdate } from '@candid/shared';
import { enterprisesRoutes } from '@candid/shared/routes';
import type { OffWire } from '@candid/shared/wire';
import { apiCall } from './client';
import { enterpriseFromWire, toWire, wireNames, type Enterprise } from './entities';
import { enterpriseKeys, userKeys } from './queryKeys';

/** PUT /Enterprise's body in the domain's names: the enterprise's `id` and the fields that change. */
export type EnterpriseUpdate = OffWire<WireEnterpriseUpdate, typeof wireNames.enterprises>;

/** GET /api/Enterprise/{id} */
export function useEnterprise(id: number | undefined) {
  return useQuery({
    queryKey: enterpriseKeys.byId(id ?? 0),
    queryFn: async () => enterpriseFromWire((await apiCall(enterprisesRoutes.byId, { params: { id: id ?? 0 } })).data),
    enabled: id !== undefined && id > 0,
  });
}

/** GET /api/Enterprise: the caller's own enterprise (the server answers it as a one-item list). */
export function useOwnEnterprise(enabled = true) {
  return useQuery({
    queryKey: enterpriseKeys.mine,
    queryFn: async () => {
      const [mine] = (await apiCall(enterprisesRoutes.mine)).data;
      return mine ? enterpriseFromWire(mine) : null;
    },
    enabled,
  });
}

/** Puts the server's copy of an enterprise (renamed) in both caches that hold it (own and by id). */
export function storeEnterprise(queryClient: QueryClient, enterprise: Enterprise) {
  queryClient.setQueryData(enterpriseKeys.byId(enterprise.id), enterprise);
  queryClient.setQueryData<Enterprise | null>(enterpriseKeys.mine, (old) =>
    !old || old.id === enterprise.id ? enterprise : old,
  );
}

/** PUT /api/Enterprise: replaces the cached enterprise with the server's answer. */
export function useUpdateEnterprise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: EnterpriseUpdate) => {
      const enterprise = (await apiCall(enterprisesRoutes.update, { json: toWire(wireNames.enterprises, update) })).data;
      return enterprise && enterpriseFromWire(enterprise);
    },
    onSuccess: (enterprise) => {
      if (enterprise) storeEnterprise(queryClient, enterprise);
      // The signed-in user carries the company name the avatar menu shows.
      void queryClient.invalidateQueries({ queryKey: userKeys.byEmails });
    },
  });
}
