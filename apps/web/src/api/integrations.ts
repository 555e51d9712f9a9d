import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyInput, WebhookInput, WebhookUpdate } from '@candid/shared';
import { apiKeysRoutes, webhooksRoutes } from '@candid/shared/routes';
import { apiCall } from './client';
import { integrationKeys } from './queryKeys';

/* API keys and webhooks (issue 17; packages/shared/src/contract/integrations.ts). */

/** GET /ApiKey */
export function useApiKeys(enabled = true) {
  return useQuery({
    queryKey: integrationKeys.apiKeys,
    queryFn: async ({ signal }) => (await apiCall(apiKeysRoutes.list, { signal })).data,
    enabled,
  });
}

/** POST /ApiKey: answers the key with its secret, which is never shown again. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ApiKeyInput) => (await apiCall(apiKeysRoutes.create, { json: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.apiKeys }),
  });
}

/** DELETE /ApiKey/{id} */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiCall(apiKeysRoutes.revoke, { params: { id } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.apiKeys }),
  });
}

/** GET /Webhook */
export function useWebhooks(enabled = true) {
  return useQuery({
    queryKey: integrationKeys.webhooks,
    queryFn: async ({ signal }) => (await apiCall(webhooksRoutes.list, { signal })).data,
    enabled,
  });
}

/** POST /Webhook: answers the endpoint with its signing secret, which is never shown again. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: WebhookInput) => (await apiCall(webhooksRoutes.create, { json: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks }),
  });
}

/** PATCH /Webhook/{id}: enable or disable, or change the events. */
export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: WebhookUpdate & { id: number }) =>
      (await apiCall(webhooksRoutes.update, { params: { id }, json: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks }),
  });
}

/** DELETE /Webhook/{id} */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiCall(webhooksRoutes.remove, { params: { id } })).data,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: integrationKeys.deliveries(id) });
      return queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks });
    },
  });
}

/** GET /Webhook/{id}/Deliveries: the endpoint's last 100 attempts. */
export function useWebhookDeliveries(id: number | null) {
  return useQuery({
    queryKey: integrationKeys.deliveries(id ?? 0),
    queryFn: async ({ signal }) => (await apiCall(webhooksRoutes.deliveries, { params: { id: id ?? 0 }, signal })).data,
    enabled: id !== null,
  });
}

/** POST /Webhook/{id}/Deliveries/{deliveryId}/Resend */
export function useResendDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, deliveryId }: { id: number; deliveryId: number }) =>
      await apiCall(webhooksRoutes.resend, { params: { id, deliveryId } }),
    onSuccess: (_data, { id }) => queryClient.invalidateQueries({ queryKey: integrationKeys.deliveries(id) }),
  });
}
