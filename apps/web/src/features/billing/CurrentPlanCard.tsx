import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG, type PlanSummary } from '@candid/shared';
import { formatDate } from '../../lib/dates';
import { expiryText } from './planText';
import { UsageMeter } from './UsageMeter';

const SOURCE_TEXT: Record<PlanSummary['source'], string> = {
  default: 'Free package',
  stripe: 'Paid by card',
  operator: 'Set up by your Candid operator',
};

/** The package in force: its name, where it came from, its end, a waiting downgrade and the usage meters. */
export function CurrentPlanCard({ plan }: { plan: PlanSummary }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="current-plan" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography variant="overline" color="text.secondary" component="p">
        Current package
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
          Billing
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {SOURCE_TEXT[plan.source]}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Period started
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {formatDate(plan.periodStart)}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Ends
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, color: plan.isPackageExpired ? 'error.main' : undefined, fontWeight: plan.isPackageExpired ? 600 : undefined }}
        >
          {expiryText(plan)}
        </Typography>
      </Box>
      {plan.isPackageExpired && (
        <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
          {MSG.packageExpiredNotice}
        </Alert>
      )}
      {plan.pendingChange && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Changes to {plan.pendingChange.packageName} on {formatDate(plan.pendingChange.effectiveAt)}. Your current limits stay until
          then.
        </Alert>
      )}
      <Typography variant="h3" component="h3" sx={{ mt: 3 }}>
        Usage this period
      </Typography>
      <Stack component="ul" spacing={2.5} sx={{ p: 0, m: 0, mt: 2 }}>
        <UsageMeter label="Jobs" meter={plan.jobs} />
        <UsageMeter label="Candidate invites" meter={plan.invites} />
        <UsageMeter label="Team users" meter={plan.users} />
        <UsageMeter label="Text messages" meter={plan.sms} />
      </Stack>
    </Paper>
  );
}
