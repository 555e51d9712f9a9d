import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import type { Package } from '../../api/entities';
import { formatDate } from '../../lib/dates';
import { limitText, priceText } from './planText';

/** What the owner can do with a package on offer. */
export type PlanActionKind = 'subscribe' | 'upgrade' | 'downgrade' | 'request-upgrade' | 'request-change';

const ACTION_TEXT: Record<PlanActionKind, string> = {
  subscribe: 'Subscribe to',
  upgrade: 'Upgrade to',
  downgrade: 'Downgrade to',
  // Offline billing: an email to the operator (issue 28).
  'request-upgrade': 'Request upgrade to',
  'request-change': 'Request change to',
};
const isQuiet = (action: PlanActionKind) => action === 'downgrade' || action === 'request-change';

interface PlanCardProps {
  pkg: Package;
  isCurrent: boolean;
  /** The downgrade waiting for the period's end is to this package, from that date. */
  scheduledFrom?: string;
  /** Chosen elsewhere (onboarding's plan step, ?choose=): outlined in the primary colour. */
  highlighted?: boolean;
  /** null: no button (the current package, a free one, or someone who may not pay). */
  action: PlanActionKind | null;
  busy?: boolean;
  disabled?: boolean;
  onAction: (pkg: Package, kind: PlanActionKind) => void;
}

/** One package on /packages: price, limits, features and the owner's button. */
export function PlanCard({ pkg, isCurrent, scheduledFrom, highlighted = false, action, busy = false, disabled = false, onAction }: PlanCardProps) {
  const id = useId();
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`${id}-name`}
      aria-current={isCurrent ? 'true' : undefined}
      sx={{
        p: 2.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        borderWidth: isCurrent || highlighted ? 2 : 1,
        borderColor: highlighted ? 'primary.main' : isCurrent ? 'secondary.main' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h3" id={`${id}-name`}>
          {pkg.name}
        </Typography>
        {isCurrent && <Chip size="small" color="secondary" icon={<CheckRounded aria-hidden />} label="Current package" />}
        {scheduledFrom && <Chip size="small" variant="outlined" label={`From ${formatDate(scheduledFrom)}`} />}
      </Box>
      <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>{priceText(pkg)}</Typography>
      {pkg.description && <Typography color="text.secondary">{pkg.description}</Typography>}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.25, m: 0 }}>
        {(
          [
            ['Jobs', pkg.maxJobs],
            ['Candidate invites', pkg.maxInvites],
            ['Team users', pkg.maxUsers],
          ] as const
        ).map(([label, limit]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
              {limitText(limit)}
            </Typography>
          </Box>
        ))}
      </Box>
      {pkg.features.length > 0 && (
        <Box component="ul" aria-label={`${pkg.name} features`} sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {pkg.features.map((feature) => (
            <Typography component="li" variant="body2" key={feature}>
              {feature}
            </Typography>
          ))}
        </Box>
      )}
      {action && (
        <Button
          variant={isQuiet(action) ? 'outlined' : 'contained'}
          color={isQuiet(action) ? 'inherit' : 'primary'}
          fullWidth
          disabled={disabled || busy}
          onClick={() => onAction(pkg, action)}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          sx={{ mt: 'auto' }}
        >
          {ACTION_TEXT[action]} {pkg.name}
        </Button>
      )}
    </Paper>
  );
}
