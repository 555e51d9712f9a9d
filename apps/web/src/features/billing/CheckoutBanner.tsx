import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { MSG } from '@candid/shared';
import type { CheckoutState } from './checkoutReturn';

/** What the return from Stripe Checkout says: waiting for the payment, received, slow or cancelled. */
export function CheckoutBanner({ state }: { state: CheckoutState }) {
  switch (state) {
    case 'confirming':
      return (
        <Alert severity="info" role="status" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
          Confirming your payment…
          <LinearProgress aria-label="Confirming your payment" sx={{ mt: 1 }} />
        </Alert>
      );
    case 'confirmed':
      return (
        <Alert severity="success" role="status">
          {MSG.paymentReceived}
        </Alert>
      );
    case 'slow':
      return (
        <Alert severity="warning" role="status">
          Your payment has not been confirmed yet. It can take a few minutes: reload this page later to see your new package. If
          it still has not changed, contact your Candid operator.
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert severity="info" role="status">
          {MSG.checkoutCancelled}
        </Alert>
      );
    default:
      return null;
  }
}
