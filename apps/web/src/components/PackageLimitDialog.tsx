import { useId } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { MSG, type PlanSummary } from '@candid/shared';
import { ApiError } from '../api/client';
import { usePlanSummary } from '../api/plan';

const LIMIT_LABEL: Record<string, string> = { jobs: 'Jobs', invites: 'Candidate invites', users: 'Team members', sms: 'Text messages' };

/**
 * Which limit was reached, as lines like "Jobs: 5 of 5 on Starter" (issue 28): from the 402's
 * details when the caller passes its error (limit, used, allowed, packageName, expired), else
 * from the plan summary's meters that have nothing left.
 */
export function limitLines(error: unknown, plan: PlanSummary | undefined): string[] {
  const d = error instanceof ApiError && error.status === 402 ? error.details : undefined;
  const kind = d?.limit?.[0];
  if (d && kind && d.packageName?.[0]) {
    const name = d.packageName[0];
    if (d.expired?.[0] === 'true') return [`Your ${name} package has ended.`];
    return [`${LIMIT_LABEL[kind] ?? kind}: ${d.used?.[0] ?? '?'} of ${d.allowed?.[0] ?? 'unlimited'} on ${name}`];
  }
  if (!plan) return [];
  if (plan.isPackageExpired) return [`Your ${plan.packageName} package has ended.`];
  return (['jobs', 'invites', 'users'] as const)
    .filter((k) => plan[k].limit !== null && plan[k].remaining === 0)
    .map((k) => `${LIMIT_LABEL[k]}: ${plan[k].used} of ${plan[k].limit} on ${plan.packageName}`);
}

function LimitLines({ error }: { error: unknown }) {
  const plan = usePlanSummary();
  const lines = limitLines(error, plan.data);
  if (!lines.length) return null;
  return (
    <>
      {lines.map((line) => (
        <Typography key={line} sx={{ fontWeight: 600, mb: 1 }}>
          {line}
        </Typography>
      ))}
    </>
  );
}

/**
 * SPEC §2 package-limit modal: "It's time to update", which limit was reached, a close icon and
 * Upgrade (→ /packages). `error`: the 402 that opened it, whose details name the limit.
 */
export function PackageLimitDialog({ open, onClose, error }: { open: boolean; onClose: () => void; error?: unknown }) {
  const id = useId();
  const navigate = useNavigate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`} sx={{ pr: 6 }}>
        {MSG.packageLimitTitle}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent>
        <div id={`${id}-text`}>
          {open && <LimitLines error={error} />}
          <DialogContentText>{MSG.packageLimitText}</DialogContentText>
        </div>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button
          variant="contained"
          fullWidth
          onClick={() => {
            onClose();
            navigate('/packages');
          }}
        >
          Upgrade
        </Button>
      </DialogActions>
    </Dialog>
  );
}
