import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { canManageEnterprise } from '@candid/shared';
import type { User } from '../../api/entities';
import { useCurrentUser } from '../../api/users';
import { ErrorRetry } from '../../components/ErrorRetry';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { CheckoutBanner } from './CheckoutBanner';
import { CHECKOUT_POLL_MS, useCheckoutReturn } from './checkoutReturn';
import { CurrentPlanCard } from './CurrentPlanCard';
import { PaymentHistory } from './PaymentHistory';
import { PlansSection } from './PlansSection';

/**
 * '/packages' (SPEC 'Select Package'): the package in force with its usage, the packages on
 * offer with subscribe, upgrade and downgrade (the owner, Stripe billing) or how to ask the
 * operator (offline billing), and the payments history. `?checkout=success|cancelled` is
 * Stripe Checkout's return; `?choose=<id>` outlines the package chosen during onboarding.
 */
export function PackagesPage() {
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const chosen = Number(params.get('choose'));
  useDocumentTitle('Select Package');

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader title="Select Package" />
      {user.data && <PackagesContent user={user.data} checkoutParam={params.get('checkout')} chosenId={Number.isInteger(chosen) && chosen > 0 ? chosen : null} />}
    </Box>
  );
}

interface ContentProps {
  user: User;
  checkoutParam: string | null;
  chosenId: number | null;
}

function PackagesContent({ user, checkoutParam, chosenId }: ContentProps) {
  const { checkout, plan } = useCheckoutReturn(checkoutParam);
  const [, setParams] = useSearchParams();
  // Settled: a reload must not wait for the payment again.
  useEffect(() => {
    if (checkout === 'none' || checkout === 'confirming') return;
    setParams(
      (params) => {
        params.delete('checkout');
        params.delete('session_id');
        return params;
      },
      { replace: true },
    );
  }, [checkout, setParams]);
  const pollMs = checkout === 'confirming' ? CHECKOUT_POLL_MS : false;
  const seesHistory = canManageEnterprise(user.accessLevel);

  return (
    <Stack spacing={3}>
      {user.isOnboarding && (
        <Alert severity="info">
          Your company is not set up yet.{' '}
          <Link component={RouterLink} to="/onboarding">
            Continue setting up
          </Link>
        </Alert>
      )}
      <CheckoutBanner state={checkout} />
      {plan.isPending ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading your plan">
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={200} />
        </Stack>
      ) : plan.isError ? (
        <ErrorRetry error={plan.error} onRetry={plan.refetch} />
      ) : (
        <>
          <CurrentPlanCard plan={plan.data} />
          <PlansSection plan={plan.data} user={user} chosenId={chosenId} />
        </>
      )}
      {seesHistory && <PaymentHistory enterpriseId={user.enterpriseId} pollMs={pollMs} />}
    </Stack>
  );
}
