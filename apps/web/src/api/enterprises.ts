import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Enterprise, EnterpriseUpdate } from '@candid/shared';
import { apiRequest } from './client';

export const enterpriseKeys = {
  byId: (id: number) => ['enterprise', id] as const,
};

/** GET /api/Enterprise/{id} */
export function useEnterprise(id: number | undefined) {
  return useQuery({
    queryKey: enterpriseKeys.byId(id ?? 0),
    queryFn: async () => (await apiRequest<Enterprise>(`/Enterprise/${id}`)).data,
    enabled: id !== undefined && id > 0,
  });
}

/** PUT /api/Enterprise: replaces the cached enterprise with the server's answer. */
export function useUpdateEnterprise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: EnterpriseUpdate) =>
      (await apiRequest<Enterprise>('/Enterprise', { method: 'PUT', json: update })).data,
    onSuccess: (enterprise, update) => {
      if (enterprise) queryClient.setQueryData(enterpriseKeys.byId(update.pk_Enterprise_ID), enterprise);
    },
  });
}
