import type { PlanSummary } from '@candid/shared';
import type { Package } from '../../api/entities';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDate } from '../../lib/dates';
import { limitText } from './planText';

export interface PlanChange {
  pkg: Package;
  kind: 'upgrade' | 'downgrade';
}

function limitsText(pkg: Package): string {
  return `${limitText(pkg.maxJobs)} jobs, ${limitText(pkg.maxInvites)} candidate invites and ${limitText(pkg.maxUsers)} team users`.replaceAll(
    'Unlimited',
    'unlimited',
  );
}

/** What a change does and when: an upgrade now (prorated), a downgrade at the period's end. */
export function planChangeText(change: PlanChange, plan: Pick<PlanSummary, 'packageName' | 'expiresAt'>): string {
  const { pkg } = change;
  if (change.kind === 'upgrade') {
    return `Your package changes from ${plan.packageName} to ${pkg.name} now, with ${limitsText(pkg)}. The difference in price is prorated on your next invoice.`;
  }
  const when = plan.expiresAt ? `at the end of this period, on ${formatDate(plan.expiresAt)}` : 'at the end of this period';
  return `Your package changes from ${plan.packageName} to ${pkg.name} ${when}. Until then your limits stay unchanged; from then you have ${limitsText(pkg)}.`;
}

interface PlanChangeDialogProps {
  change: PlanChange | null;
  plan: PlanSummary;
  busy: boolean;
  onConfirm: (change: PlanChange) => void;
  onClose: () => void;
}

/** The confirmation before an upgrade or a downgrade of a Stripe subscription. */
export function PlanChangeDialog({ change, plan, busy, onConfirm, onClose }: PlanChangeDialogProps) {
  const upgrade = change?.kind === 'upgrade';
  const name = change?.pkg.name ?? '';
  return (
    <ConfirmDialog
      open={change !== null}
      title={upgrade ? `Upgrade to ${name}?` : `Downgrade to ${name}?`}
      text={change ? planChangeText(change, plan) : ''}
      confirmLabel={upgrade ? 'Upgrade' : 'Downgrade'}
      busy={busy}
      onConfirm={() => change && onConfirm(change)}
      onClose={onClose}
    />
  );
}
