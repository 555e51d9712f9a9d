import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { usePlanSummary } from '../../api/plan';
import { ErrorRetry } from '../../components/ErrorRetry';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { expiryText } from './planText';

/**
 * '/billing-method': how the plan is paid for. No payment provider is configured (billing
 * 'offline'), so there is no card to enter: the operator invoices the company.
 */
export function BillingMethodPage() {
  const plan = usePlanSummary();
  useDocumentTitle('Billing Method');
  const online = plan.data?.billing === 'stripe';

  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title="Billing Method" />
      <Paper variant="outlined" component="section" aria-labelledby="billing-how" sx={{ p: { xs: 2.5, sm: 3 }, display: 'flex', gap: 2 }}>
        <ReceiptLongOutlined color="secondary" aria-hidden sx={{ mt: 0.25 }} />
        <Box>
          <Typography variant="h3" component="h2" id="billing-how">
            {online ? 'Online billing is not available yet' : 'Billing is handled offline'}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Your company&apos;s plan is set up and invoiced by the operator of this Candid service. There is no card on file and
            nothing to pay here. To change your plan or your billing details, contact your Candid administrator.
          </Typography>
        </Box>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="billing-plan" sx={{ p: { xs: 2.5, sm: 3 }, mt: 3 }}>
        <Typography variant="overline" color="text.secondary" component="h2" id="billing-plan">
          Current plan
        </Typography>
        {plan.isPending ? (
          <Skeleton variant="text" width={200} height={36} aria-label="Loading your plan" />
        ) : plan.isError ? (
          <ErrorRetry error={plan.error} onRetry={plan.refetch} />
        ) : (
          <>
            <Typography variant="h2" component="p">
              {plan.data.packageName}
            </Typography>
            <Typography color={plan.data.isPackageExpired ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }}>
              {expiryText(plan.data)}
            </Typography>
          </>
        )}
        <Button component={RouterLink} to="/packages" variant="outlined" sx={{ mt: 2 }}>
          View plan and usage
        </Button>
      </Paper>
    </Box>
  );
}
