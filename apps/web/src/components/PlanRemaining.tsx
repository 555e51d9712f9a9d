import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { usePlanSummary } from '../api/plan';

const NOUN = { jobs: ['job', 'jobs'], users: ['team seat', 'team seats'] } as const;

/**
 * What the plan has left of one limit, before a form is filled (issue 28): "3 of 5 jobs left on
 * Starter"; a warning with a link to /packages when none is left; nothing when unlimited.
 */
export function PlanRemaining({ kind }: { kind: 'jobs' | 'users' }) {
  const plan = usePlanSummary();
  if (!plan.data) return null;
  const meter = plan.data[kind];
  if (meter.limit === null && !plan.data.isPackageExpired) return null;
  const left = meter.remaining ?? 0;
  const noun = NOUN[kind][meter.limit === 1 ? 0 : 1];
  const text = plan.data.isPackageExpired
    ? `Your ${plan.data.packageName} package has ended.`
    : `${left} of ${meter.limit} ${noun} left on ${plan.data.packageName}.`;
  return (
    <Alert severity={left > 0 ? 'info' : 'warning'} sx={{ py: 0 }}>
      {text}
      {left === 0 && (
        <>
          {' '}
          <Link component={RouterLink} to="/packages">
            See packages
          </Link>
        </>
      )}
    </Alert>
  );
}
