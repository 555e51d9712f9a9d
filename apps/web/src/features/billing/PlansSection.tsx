import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { BlockSkeleton } from '../../components/ListSkeleton';
import Typography from '@mui/material/Typography';
import { MSG, canManageEnterprise, canPay, type PlanSummary } from '@candid/shared';
import type { Package, User } from '../../api/entities';
import { usePackages, useRequestUpgrade, useSubscribe } from '../../api/billing';
import { errorMessage } from '../../api/client';
import { ErrorRetry } from '../../components/ErrorRetry';
import { notify } from '../../components/notify';
import { formatDate } from '../../lib/dates';
import { rememberCheckoutStart } from './checkoutReturn';
import { PlanCard, type PlanActionKind } from './PlanCard';
import { PlanChangeDialog, type PlanChange } from './PlanChangeDialog';
import { currentPackage, isFreePackage, isUpgrade } from './planText';
import { externalPage } from '../../lib/leave';

/**
 * The owner's button for a package with Stripe billing; null for none: the package in force
 * (unless it has expired), the one a downgrade waits for, and a free one (the owner cancels in
 * Stripe's portal to return to it).
 */
export function planAction(pkg: Package, current: Package | undefined, plan: PlanSummary): PlanActionKind | null {
  if (isFreePackage(pkg) || plan.pendingChange?.packageId === pkg.id) return null;
  if (pkg === current) return plan.isPackageExpired ? 'subscribe' : null;
  if (plan.source !== 'stripe') return 'subscribe';
  return isUpgrade(current, pkg) ? 'upgrade' : 'downgrade';
}

/**
 * Offline billing's button (issue 28): a request emailed to the operator, for owners and admins
 * when OPERATOR_CONTACT_EMAIL is set; none for the package in force.
 */
export function requestAction(pkg: Package, current: Package | undefined): PlanActionKind | null {
  if (pkg === current) return null;
  return isUpgrade(current, pkg) ? 'request-upgrade' : 'request-change';
}

/**
 * How to change package without Stripe: the operator's address and page when set (with the
 * Request buttons below for owners and admins), else who to ask; always the account number.
 */
export function OfflineNotice({ enterpriseId, contact, canRequest }: { enterpriseId: number; contact: PlanSummary['operatorContact']; canRequest: boolean }) {
  const quote = `quote account number ${enterpriseId}.`;
  const email = contact.email && <Link href={`mailto:${contact.email}?subject=${encodeURIComponent(`Candid package, account ${enterpriseId}`)}`}>{contact.email}</Link>;
  const page = contact.url && (
    <Link href={contact.url} target="_blank" rel="noopener noreferrer">
      {contact.url}
    </Link>
  );
  return (
    <Alert severity="info">
      <AlertTitle>How to change your package</AlertTitle>
      {!email && !page ? (
        <>
          Online payment is not set up on this server. Ask whoever runs this Candid server to change your package; {quote}
        </>
      ) : (
        <>
          Online payment is not set up on this server.{' '}
          {canRequest && email ? 'Use the Request button on the package you want, or write to ' : email ? 'Write to ' : 'Ask through '}
          {email}
          {email && page ? ' or see ' : ''}
          {page} and {quote}
        </>
      )}
    </Alert>
  );
}

interface PlansSectionProps {
  plan: PlanSummary;
  user: User;
  /** A package chosen before (onboarding's plan step): outlined and scrolled to. */
  chosenId: number | null;
}

/** The packages on offer with, for the owner on Stripe billing, subscribe, upgrade and downgrade. */
export function PlansSection({ plan, user, chosenId }: PlansSectionProps) {
  const packages = usePackages();
  const subscribe = useSubscribe();
  const request = useRequestUpgrade();
  const [change, setChange] = useState<PlanChange | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const mayPay = plan.billing === 'stripe' && canPay(user.accessLevel);
  const mayRequest = plan.billing === 'offline' && canManageEnterprise(user.accessLevel) && plan.operatorContact.email !== null;

  useEffect(() => {
    if (chosenId === null || !packages.data) return;
    document.getElementById(`package-${chosenId}`)?.scrollIntoView?.({ block: 'center' });
  }, [chosenId, packages.data]);

  const send = async (pkg: Package) => {
    setPendingId(pkg.id);
    try {
      const result = await subscribe.mutateAsync(pkg.id);
      if (result.action === 'checkout') {
        rememberCheckoutStart(plan);
        // The button stays busy while the browser leaves for Stripe.
        externalPage.open(result.url);
        return;
      }
      setPendingId(null);
      setChange(null);
      notify.success(
        result.action === 'upgraded'
          ? MSG.packageUpgraded(result.packageName)
          : MSG.packageDowngradeScheduled(result.packageName, formatDate(result.effectiveAt)),
      );
    } catch (error) {
      setPendingId(null);
      setChange(null);
      notify.error(errorMessage(error));
    }
  };

  const ask = async (pkg: Package) => {
    setPendingId(pkg.id);
    try {
      const result = await request.mutateAsync(pkg.id);
      notify.success(MSG.upgradeRequested(result.packageName, result.sentTo));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setPendingId(null);
    }
  };

  const onAction = (pkg: Package, kind: PlanActionKind) => {
    if (kind === 'request-upgrade' || kind === 'request-change') void ask(pkg);
    else if (kind === 'subscribe') void send(pkg);
    else setChange({ pkg, kind });
  };

  const current = packages.data ? currentPackage(packages.data, plan) : undefined;
  return (
    <Box component="section" aria-labelledby="plans" sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h2" component="h2" id="plans">
        Packages
      </Typography>
      {plan.billing === 'offline' ? (
        <OfflineNotice enterpriseId={user.enterpriseId} contact={plan.operatorContact} canRequest={mayRequest} />
      ) : (
        !mayPay && <Alert severity="info">{MSG.onlyOwnerPays}</Alert>
      )}
      {packages.isPending ? (
        <BlockSkeleton label="Loading the packages" variant="rounded" height={320} />
      ) : packages.isError ? (
        <ErrorRetry error={packages.error} onRetry={packages.refetch} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
          {packages.data.map((pkg) => (
            <Box key={pkg.id} id={`package-${pkg.id}`} sx={{ display: 'grid' }}>
              <PlanCard
                pkg={pkg}
                isCurrent={pkg === current}
                scheduledFrom={plan.pendingChange?.packageId === pkg.id ? plan.pendingChange.effectiveAt : undefined}
                highlighted={chosenId === pkg.id}
                action={mayPay ? planAction(pkg, current, plan) : mayRequest ? requestAction(pkg, current) : null}
                busy={pendingId === pkg.id && change === null}
                disabled={pendingId !== null}
                onAction={onAction}
              />
            </Box>
          ))}
        </Box>
      )}
      {mayPay && plan.source === 'stripe' && (
        <Typography variant="body2" color="text.secondary">
          To go back to the free package, cancel your subscription from{' '}
          <Link component={RouterLink} to="/billing-method">
            Billing Method
          </Link>
          : your package stays until the end of the period you paid for.
        </Typography>
      )}
      <PlanChangeDialog
        change={change}
        plan={plan}
        busy={subscribe.isPending}
        onConfirm={(c) => void send(c.pkg)}
        onClose={() => setChange(null)}
      />
    </Box>
  );
}
