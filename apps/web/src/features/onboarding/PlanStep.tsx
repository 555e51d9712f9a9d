import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { BlockSkeleton } from '../../components/ListSkeleton';
import Typography from '@mui/material/Typography';
import type { Package } from '../../api/entities';
import { usePackages } from '../../api/billing';
import { ErrorRetry } from '../../components/ErrorRetry';
import { isFreePackage as isFree, limitText, priceText } from '../billing/planText';

interface PlanStepProps {
  onBack: () => void;
  /** Ends onboarding: on the free package (null) or on the way to /packages to take a paid one. */
  onChoose: (pkg: Package | null) => void;
  finishing: boolean;
}

/**
 * The last step: the packages at a glance. The free one finishes onboarding; a paid one finishes
 * it too and opens /packages with that package outlined, where the owner subscribes.
 */
export function PlanStep({ onBack, onChoose, finishing }: PlanStepProps) {
  const packages = usePackages();
  const free = packages.data?.find(isFree);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography color="text.secondary">
        You start on the free package. Choose a paid one now or at any time from Select Package in your account menu.
      </Typography>
      {packages.isPending ? (
        <BlockSkeleton label="Loading the packages" variant="rounded" height={200} />
      ) : packages.isError ? (
        <ErrorRetry error={packages.error} onRetry={packages.refetch} />
      ) : (
        <Box component="ul" aria-label="Packages" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {packages.data.map((pkg) => (
            <Paper component="li" variant="outlined" key={pkg.id} sx={{ p: 2, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, alignItems: { sm: 'center' } }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {pkg.name} · {priceText(pkg)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {limitText(pkg.maxJobs)} jobs · {limitText(pkg.maxInvites)} candidate invites · {limitText(pkg.maxUsers)} team users
                </Typography>
              </Box>
              {!isFree(pkg) && (
                <Button variant="outlined" disabled={finishing} onClick={() => onChoose(pkg)}>
                  Choose {pkg.name}
                </Button>
              )}
            </Paper>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, gap: 1.5, alignItems: { sm: 'center' } }}>
        <Button color="inherit" onClick={onBack} disabled={finishing} sx={{ mr: { sm: 'auto' } }}>
          Back
        </Button>
        <Button
          variant="contained"
          size="large"
          onClick={() => onChoose(null)}
          disabled={finishing}
          startIcon={finishing ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Continue with {free?.name ?? 'the free package'}
        </Button>
      </Box>
    </Box>
  );
}
