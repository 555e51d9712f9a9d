import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { BlockSkeleton } from '../../components/ListSkeleton';
import Typography from '@mui/material/Typography';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import { MSG, canManageEnterprise, canPay, type PaymentMethod } from '@candid/shared';
import { usePaymentMethod, usePortal } from '../../api/billing';
import { ApiError, errorMessage } from '../../api/client';
import { usePlanSummary } from '../../api/plan';
import { useCurrentUser } from '../../api/users';
import { ErrorRetry } from '../../components/ErrorRetry';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { externalPage } from '../../lib/leave';

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', jcb: 'JCB', unionpay: 'UnionPay', diners: 'Diners Club' };

/** 'Visa ending in 4242, expires 12/2030'. */
export function cardText(card: NonNullable<PaymentMethod>): string {
  const brand = BRANDS[card.brand.toLowerCase()] ?? card.brand;
  return `${brand} ending in ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

function PortalButton() {
  const portal = usePortal();
  const noSubscription = portal.error instanceof ApiError && portal.error.status === 409 && portal.error.message === MSG.noSubscription;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Button
        variant="contained"
        disabled={portal.isPending}
        startIcon={portal.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        onClick={() => portal.mutate(undefined, { onSuccess: (url) => externalPage.open(url) })}
      >
        Change payment method
      </Button>
      {portal.isError &&
        (noSubscription ? (
          <Alert severity="info" sx={{ width: '100%' }}>
            {MSG.noSubscription}{' '}
            <Link component={RouterLink} to="/packages">
              Choose a package
            </Link>
          </Alert>
        ) : (
          <Alert severity="error" sx={{ width: '100%' }}>
            {errorMessage(portal.error)}
          </Alert>
        ))}
    </Box>
  );
}

function CardOnFile({ owner }: { owner: boolean }) {
  const card = usePaymentMethod();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="card-on-file" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <CreditCardOutlined color="secondary" aria-hidden sx={{ mt: 0.25 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="h2" id="card-on-file">
            Card on file
          </Typography>
          {card.isPending ? (
            <BlockSkeleton label="Loading the card on file" variant="text" width={260} />
          ) : card.isError ? (
            <ErrorRetry error={card.error} onRetry={card.refetch} />
          ) : (
            <Typography sx={{ mt: 1 }}>{card.data ? cardText(card.data) : 'No card on file yet.'}</Typography>
          )}
          <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
            Cards are kept by Stripe, our payment provider; Candid never sees the card number.
          </Typography>
        </Box>
      </Box>
      {owner ? <PortalButton /> : <Alert severity="info" sx={{ mt: 2 }}>{MSG.onlyOwnerPays}</Alert>}
    </Paper>
  );
}

/** '/billing-method': the card on file and, for the owner, Stripe's portal to change it; offline, who to ask. */
export function BillingMethodPage() {
  const plan = usePlanSummary();
  const user = useCurrentUser();
  useDocumentTitle('Billing Method');

  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title="Billing Method" />
      {plan.isPending || !user.data ? (
        <BlockSkeleton label="Loading your billing" variant="rounded" height={160} />
      ) : plan.isError ? (
        <ErrorRetry error={plan.error} onRetry={plan.refetch} />
      ) : plan.data.billing === 'stripe' && !canManageEnterprise(user.data.accessLevel) ? (
        <Alert severity="info">{MSG.onlyOwnerPays}</Alert>
      ) : plan.data.billing === 'stripe' ? (
        <CardOnFile owner={canPay(user.data.accessLevel)} />
      ) : (
        <Alert severity="info">
          {MSG.billingOffline} Quote account number {user.data.enterpriseId}.{' '}
          <Link component={RouterLink} to="/packages">
            See your package and usage
          </Link>
        </Alert>
      )}
    </Box>
  );
}
