import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enterprisesApi, type EnterpriseUpdate } from '@candid/shared';
import { apiCall } from './client';
import { enterpriseKeys } from './queryKeys';

/** GET /api/Enterprise/{id} */
export function useEnterprise(id: number | undefined) {
  return useQuery({
    queryKey: enterpriseKeys.byId(id ?? 0),
    queryFn: async () => (await apiCall(enterprisesApi.byId, `/Enterprise/${id}`)).data,
    enabled: id !== undefined && id > 0,
  });
}

/** PUT /api/Enterprise: replaces the cached enterprise with the server's answer. */
export function useUpdateEnterprise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: EnterpriseUpdate) =>
      (await apiCall(enterprisesApi.update, '/Enterprise', { method: 'PUT', json: update })).data,
    onSuccess: (enterprise, update) => {
      if (enterprise) queryClient.setQueryData(enterpriseKeys.byId(update.pk_Enterprise_ID), enterprise);
    },
  });
}
