import { useId } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { BlockSkeleton } from '../../components/ListSkeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { MSG, type JobCareersPage } from '@candid/shared';
import { useCampaign } from '../../api/campaigns';
import { useJobCareersPage } from '../../api/careers';
import { ErrorRetry } from '../../components/ErrorRetry';
import { copyText } from '../../lib/clipboard';
import { formatDate } from '../../lib/dates';

/** The chip beside the heading: what a visitor of the page finds today. */
const CHIP: Record<JobCareersPage['PageStatus'], { label: string; color: 'success' | 'default' | 'warning' }> = {
  200: { label: 'Listed', color: 'success' },
  404: { label: 'Not listed', color: 'default' },
  410: { label: 'Closed', color: 'warning' },
};

/** Why the job is or is not on its careers page, in the job's own terms. */
function explanation(page: JobCareersPage, startDate: string | undefined): { severity: AlertColor; text: string } {
  if (!page.JobUrl) return { severity: 'warning', text: MSG.careersNoPage };
  switch (page.JobState) {
    case 'open':
      return { severity: 'success', text: MSG.careersListed };
    case 'draft':
      return { severity: 'info', text: MSG.careersDraft };
    case 'scheduled':
      return { severity: 'info', text: MSG.careersScheduled(startDate ? formatDate(startDate) : 'its start date') };
    case 'paused':
      return { severity: 'warning', text: MSG.careersPaused };
    case 'ended':
      return { severity: 'warning', text: MSG.careersEnded };
  }
}

/**
 * The job's public careers page (issue 17, docs/careers-and-exports.md): its address with Copy
 * and Open, whether the job is listed there today and, when it is not, why.
 */
export function CareersPageCard({ campaignId }: { campaignId: number }) {
  const headingId = useId();
  const careers = useJobCareersPage(campaignId);
  // The saved job (already loaded by the screen): the date a scheduled job is listed from.
  const startDate = useCampaign(campaignId).data?.startDate;
  const page = careers.data;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2" id={headingId}>
          Careers page
        </Typography>
        {page && <Chip size="small" label={CHIP[page.PageStatus].label} color={CHIP[page.PageStatus].color} data-testid="careers-page-state" />}
      </Box>
      {careers.isPending ? (
        <BlockSkeleton label="Loading the careers page" variant="rounded" height={96} />
      ) : careers.isError ? (
        <ErrorRetry error={careers.error} onRetry={careers.refetch} />
      ) : (
        <CareersPageDetails page={careers.data} startDate={startDate} />
      )}
    </Paper>
  );
}

function CareersPageDetails({ page, startDate }: { page: JobCareersPage; startDate: string | undefined }) {
  const { severity, text } = explanation(page, startDate);
  const url = page.JobUrl;
  return (
    <>
      {url && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <TextField
            label="Careers page link"
            value={url}
            helperText={MSG.careersAddressStays}
            onFocus={(e) => e.target.select()}
            sx={{ flexGrow: 1, minWidth: 0, width: { xs: '100%', sm: 'auto' } }}
            slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-readonly': true, spellCheck: false } }}
          />
          <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}>
            <Button
              variant="outlined"
              startIcon={<ContentCopyRounded />}
              onClick={() => void copyText(url)}
              aria-label="Copy careers page link"
              sx={{ height: 56, flex: { xs: 1, sm: 'none' } }}
            >
              Copy
            </Button>
            <Button
              variant="outlined"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<OpenInNewRounded />}
              aria-label="Open careers page in a new tab"
              sx={{ height: 56, flex: { xs: 1, sm: 'none' } }}
            >
              Open
            </Button>
          </Box>
        </Box>
      )}
      <Alert severity={severity} sx={{ py: 0.5 }}>
        {text}
      </Alert>
      {page.CompanyUrl && (
        <Typography variant="body2" color="text.secondary">
          The company’s open jobs:{' '}
          <Link href={page.CompanyUrl} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
            {page.CompanyUrl}
          </Link>
        </Typography>
      )}
    </>
  );
}
