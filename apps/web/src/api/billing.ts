import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { packagesRoutes, stripePaymentRoutes, upgradeRequestRoutes } from '@candid/shared/routes';
import { apiCall } from './client';
import { packageFromWire, stripePaymentFromWire, toWire, wireNames } from './entities';
import { billingKeys, planKeys } from './queryKeys';

/*
 * Packages and payments (issue 13, docs/api-billing.md). The browser never talks to Stripe: the
 * server answers where to go (Checkout, the Customer Portal) or what changed.
 */

/** GET /Package: the packages on offer, cheapest first. */
export function usePackages() {
  return useQuery({
    queryKey: billingKeys.packages,
    queryFn: async ({ signal }) => (await apiCall(packagesRoutes.list, { signal })).data.map(packageFromWire),
  });
}

/** GET /StripePayment/GetByEnterprise: the company's payments history, newest first ('enterprise.manage'). */
export function usePaymentHistory(enterpriseId: number, { enabled = true, pollMs }: { enabled?: boolean; pollMs?: number | false } = {}) {
  return useQuery({
    queryKey: billingKeys.history(enterpriseId),
    queryFn: async ({ signal }) =>
      (await apiCall(stripePaymentRoutes.byEnterprise, { query: { fk_Enterprise_ID: enterpriseId }, signal })).data.map(
        stripePaymentFromWire,
      ),
    enabled: enabled && enterpriseId > 0,
    refetchInterval: pollMs ?? false,
  });
}

/** GET /StripePayment/PaymentMethod: the card on file, or null. */
export function usePaymentMethod({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: billingKeys.paymentMethod,
    queryFn: async ({ signal }) => (await apiCall(stripePaymentRoutes.paymentMethod, { signal })).data,
    enabled,
  });
}

/**
 * POST /StripePayment: subscribe or change the package. A change in force now or scheduled
 * refreshes the plan and the history; a checkout answer is for the caller to follow.
 */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (packageId: number) =>
      (await apiCall(stripePaymentRoutes.subscribe, { json: toWire(wireNames.stripePayments, { packageId }) })).data,
    onSuccess: (result) => {
      if (result.action === 'checkout') return;
      void queryClient.invalidateQueries({ queryKey: planKeys.summary });
      void queryClient.invalidateQueries({ queryKey: ['billing', 'history'] });
    },
  });
}

/** POST /Package/RequestUpgrade: offline billing, emails the operator the package wanted (the owner gets a copy). */
export function useRequestUpgrade() {
  return useMutation({
    mutationFn: async (packageId: number) =>
      (await apiCall(upgradeRequestRoutes.request, { json: { fk_Package_ID: packageId } })).data,
  });
}

/** POST /StripePayment/Portal: a Stripe Customer Portal session's url. */
export function usePortal() {
  return useMutation({
    mutationFn: async () => (await apiCall(stripePaymentRoutes.portal)).data.url,
  });
}
