import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PlanSummary } from '@candid/shared';
import { usePlanSummary } from '../../api/plan';

/*
 * Coming back from Stripe Checkout (?checkout=success): the package changes when Stripe's
 * webhook reaches the server, a moment later. The page polls the plan until it differs from the
 * plan before checkout (kept in the tab's session storage when the browser left for Stripe).
 */

export const CHECKOUT_POLL_MS = 1_500;
export const CHECKOUT_WAIT_MS = 60_000;

const KEY = 'candid.checkoutFrom';

type PlanMark = Pick<PlanSummary, 'packageId' | 'source' | 'expiresAt'>;

const markOf = (plan: PlanMark) => JSON.stringify([plan.packageId, plan.source, plan.expiresAt]);

/** Called before the browser goes to Checkout: the plan to compare with on return. */
export function rememberCheckoutStart(plan: PlanMark): void {
  try {
    window.sessionStorage.setItem(KEY, markOf(plan));
  } catch {
    // Without session storage the first Stripe subscription is what is waited for.
  }
}

function storedMark(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function forgetMark() {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** Whether the plan shows the payment: a Stripe subscription that is not the plan before checkout. */
export function checkoutConfirmed(plan: PlanMark, before: string | null): boolean {
  return plan.source === 'stripe' && markOf(plan) !== before;
}

export type CheckoutState = 'none' | 'confirming' | 'confirmed' | 'slow' | 'cancelled';

/**
 * The plan, and the return from Checkout as a state: while `confirming` the plan is refetched
 * every CHECKOUT_POLL_MS, for up to CHECKOUT_WAIT_MS.
 */
export function useCheckoutReturn(param: string | null) {
  const [before] = useState(storedMark);
  const [state, setState] = useState<CheckoutState>(() =>
    param === 'success' ? 'confirming' : param === 'cancelled' ? 'cancelled' : 'none',
  );
  const query = usePlanSummary({ pollMs: state === 'confirming' ? CHECKOUT_POLL_MS : false });
  const plan = query.data;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (state !== 'confirming') return;
    const timer = window.setTimeout(() => setState('slow'), CHECKOUT_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (state === 'confirming' && plan && checkoutConfirmed(plan, before)) {
      forgetMark();
      setState('confirmed');
      // The history was polled too, but may have been read just before the payment landed.
      void queryClient.invalidateQueries({ queryKey: ['billing', 'history'] });
    }
  }, [state, plan, before, queryClient]);

  return { checkout: state, plan: query };
}
