import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MSG } from '@candid/shared';
import { useCandidateLifecycle } from '../../api/lifecycle';
import { ErrorRetry } from '../../components/ErrorRetry';
import { formatDate, formatDateTime } from '../../lib/dates';

/** The candidate's data lifecycle for reviewers (issue 16): when it will be deleted, and what they consented to. */
export function CandidateLifecycleCard({ lineId }: { lineId: number }) {
  const headingId = useId();
  const lifecycle = useCandidateLifecycle(lineId);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2.5, minWidth: 0 }}>
      <Typography variant="h3" component="h2" id={headingId} sx={{ mb: 1 }}>
        Data and consent
      </Typography>
      {lifecycle.isPending ? (
        <Box aria-label="Loading the candidate's data dates">
          <Skeleton variant="text" />
          <Skeleton variant="text" width="70%" />
        </Box>
      ) : lifecycle.isError ? (
        <ErrorRetry error={lifecycle.error} onRetry={lifecycle.refetch} />
      ) : (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2" data-testid="deletion-date">
            {MSG.dataDeletedOn(formatDate(lifecycle.data.DeletionDate))}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {lifecycle.data.RetentionMonths} months after the job ends, the company’s retention.
          </Typography>
          {lifecycle.data.Consent ? (
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                Consented
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                <time dateTime={lifecycle.data.Consent.AcceptedAt}>{formatDateTime(lifecycle.data.Consent.AcceptedAt)}</time>
                {lifecycle.data.Consent.IpAddress ? ` from ${lifecycle.data.Consent.IpAddress}` : ''}
              </Typography>
              <Typography component="dt" variant="caption" color="text.secondary">
                They agreed to
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                “{lifecycle.data.Consent.ConsentText}”
              </Typography>
              <Typography component="dt" variant="caption" color="text.secondary">
                Privacy policy
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {lifecycle.data.Consent.PrivacyPolicyVersion === 0 ? 'The default policy' : `Version ${lifecycle.data.Consent.PrivacyPolicyVersion}`}
              </Typography>
            </Box>
          ) : lifecycle.data.ConsentGivenAt ? (
            <Typography variant="body2" color="text.secondary">
              Consented <time dateTime={lifecycle.data.ConsentGivenAt}>{formatDateTime(lifecycle.data.ConsentGivenAt)}</time>, before the exact text
              was recorded.
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              The candidate has not consented to recording yet.
            </Typography>
          )}
        </Box>
      )}
    </Paper>
  );
}
