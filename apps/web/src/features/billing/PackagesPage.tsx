import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import type { PlanSummary } from '@candid/shared';
import { usePlanSummary } from '../../api/plan';
import { ErrorRetry } from '../../components/ErrorRetry';
import { PageHeader } from '../../components/PageHeader';
import { formatDate } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { expiryText } from './planText';
import { UsageMeter } from './UsageMeter';

/** How the plan is changed: through the operator until online checkout exists (the billing issue). */
function ChangePlanPanel({ billing }: { billing: PlanSummary['billing'] }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="change-plan" sx={{ p: { xs: 2.5, sm: 3 }, display: 'flex', gap: 2 }}>
      <SupportAgentOutlined color="secondary" aria-hidden sx={{ mt: 0.25 }} />
      <Box>
        <Typography variant="h3" component="h2" id="change-plan">
          To change your plan, contact your Candid administrator
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {billing === 'offline'
            ? 'Plans are set up and invoiced by the operator of this Candid service, not paid by card here. Ask them for more jobs, invitations or team members, or for a longer period.'
            : 'Changing your plan online is not available yet. Ask the operator of this Candid service for more jobs, invitations or team members.'}
        </Typography>
        <Link component={RouterLink} to="/billing-method" sx={{ display: 'inline-block', mt: 1.5 }}>
          How billing works
        </Link>
      </Box>
    </Paper>
  );
}

/** '/packages' (SPEC 'Select Package'): the company's plan, its usage and how to change it. */
export function PackagesPage() {
  const plan = usePlanSummary();
  useDocumentTitle('Select Package');

  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title="Select Package" />
      {plan.isPending ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading your plan">
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={200} />
        </Stack>
      ) : plan.isError ? (
        <ErrorRetry error={plan.error} onRetry={plan.refetch} />
      ) : (
        <PlanDetails plan={plan.data} />
      )}
    </Box>
  );
}

function PlanDetails({ plan }: { plan: PlanSummary }) {
  return (
    <Stack spacing={3}>
      {plan.isPackageExpired && (
        <Alert severity="error" variant="outlined">
          <AlertTitle>Your package has expired</AlertTitle>
          Inviting candidates and team members is paused until the plan is renewed. Your jobs and interviews are kept.
        </Alert>
      )}
      <Paper variant="outlined" component="section" aria-labelledby="current-plan" sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography variant="overline" color="text.secondary" component="p">
          Current plan
        </Typography>
        <Typography variant="h2" component="h2" id="current-plan">
          {plan.packageName}
        </Typography>
        {plan.packageDescription && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {plan.packageDescription}
          </Typography>
        )}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, mt: 2, mb: 0 }}>
          <Typography component="dt" color="text.secondary">
            Period started
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {formatDate(plan.periodStart)}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Expiry
          </Typography>
          <Typography component="dd" sx={{ m: 0, color: plan.isPackageExpired ? 'error.main' : undefined, fontWeight: plan.isPackageExpired ? 600 : undefined }}>
            {expiryText(plan)}
          </Typography>
        </Box>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="usage" sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography variant="h3" component="h2" id="usage">
          Usage this period
        </Typography>
        <Stack component="ul" spacing={2.5} sx={{ p: 0, m: 0, mt: 2 }}>
          <UsageMeter label="Jobs" meter={plan.jobs} />
          <UsageMeter label="Candidate invites" meter={plan.invites} />
          <UsageMeter label="Team users" meter={plan.users} />
        </Stack>
      </Paper>
      <ChangePlanPanel billing={plan.billing} />
    </Stack>
  );
}
