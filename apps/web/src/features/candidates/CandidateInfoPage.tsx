import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import { MSG, canDecideOnCandidates, canReadAudit } from '@candid/shared';
import { useCandidate } from '../../api/candidates';
import { ApiError } from '../../api/client';
import { useEnterpriseTeam } from '../../api/employers';
import { useCurrentUser } from '../../api/users';
import { EmptyState } from '../../components/EmptyState';
import { ErrorRetry } from '../../components/ErrorRetry';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AnswersSection } from './AnswersSection';
import { AuditSection } from './AuditSection';
import { CandidateHeader } from './CandidateHeader';
import { CandidateRatingCard } from './CandidateRatingCard';
import { CandidateSummaryCard } from './CandidateSummaryCard';
import { CandidateLifecycleCard } from './CandidateLifecycleCard';
import { CandidateAccommodationCard } from './CandidateAccommodationCard';
import { ResumeSection } from './ResumeSection';
import { ApplicationFormSection } from './ApplicationFormSection';
import { TextMessagesCard } from './TextMessagesCard';

/**
 * /candidates/info?id={campaignLineId}: one candidate's interview, ratings, comments, resume,
 * summary and decisions; &response={questionResponseId}&t={seconds} opens that answer at that time,
 * &question={questionId} that question (a written answer found by a search).
 */
export function CandidateInfoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const responseId = Number(params.get('response')) || undefined;
  const startAt = Number(params.get('t'));
  const questionId = Number(params.get('question')) || undefined;
  const user = useCurrentUser();
  const team = useEnterpriseTeam(user.data?.enterpriseId);
  const candidate = useCandidate(id);
  const navigate = useNavigate();

  const back = (
    <Link
      component={RouterLink}
      to={candidate.data ? `/candidates?campaignId=${candidate.data.campaignId}` : '/candidates'}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
    >
      <ArrowBackRounded fontSize="small" aria-hidden />
      Candidates
    </Link>
  );

  if (!id || (candidate.isError && candidate.error instanceof ApiError && (candidate.error.status === 404 || candidate.error.status === 403))) {
    return <CandidateNotFound />;
  }

  if (candidate.isError) {
    return (
      <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
        {back}
        <ErrorRetry error={candidate.error} onRetry={candidate.refetch} />
      </Box>
    );
  }

  if (candidate.isPending || !user.data) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto' }} role="status" aria-busy="true" aria-label="Loading the candidate">
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={360} />
      </Stack>
    );
  }

  const c = candidate.data;
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      {back}
      <Stack spacing={2.5}>
        <CandidateHeader
          candidate={c}
          user={user.data}
          canDecide={canDecideOnCandidates(user.data.accessLevel)}
          onDeleted={() => void navigate(`/candidates?campaignId=${c.campaignId}`, { replace: true })}
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
            alignItems: 'start',
          }}
        >
          <AnswersSection
            campaignId={c.campaignId}
            lineId={c.id}
            user={user.data}
            team={team.data ?? []}
            responseId={responseId}
            questionId={questionId}
            startAt={Number.isFinite(startAt) && startAt > 0 ? startAt : undefined}
          />
          <Stack spacing={2.5}>
            <CandidateRatingCard lineId={c.id} />
            <CandidateSummaryCard campaignId={c.campaignId} lineId={c.id} />
            <CandidateLifecycleCard lineId={c.id} />
            <CandidateAccommodationCard candidate={c} canGrant={canDecideOnCandidates(user.data.accessLevel)} />
            {(c.TextMessages.length > 0 || c.SmsOptedOutAt) && <TextMessagesCard messages={c.TextMessages} optedOutAt={c.SmsOptedOutAt} />}
          </Stack>
        </Box>
        <ApplicationFormSection lineId={c.id} />
        <ResumeSection resume={c.resume} />
        {canReadAudit(user.data.accessLevel) && <AuditSection lineId={c.id} />}
      </Stack>
    </Box>
  );
}

/** A candidate the user may not open (another tenant's, a job out of their scope, deleted, a bad id). */
function CandidateNotFound() {
  useDocumentTitle('Candidate not found');
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', mt: { xs: 0, sm: 4 } }}>
      <EmptyState
        icon={PersonSearchOutlined}
        headingLevel="h1"
        title={MSG.candidateNotFound}
        text={MSG.candidateNotFoundText}
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
            <Button variant="contained" component={RouterLink} to="/candidates" startIcon={<ArrowBackRounded />}>
              Back to candidates
            </Button>
            <Button variant="outlined" component={RouterLink} to="/campaign">
              Go to jobs
            </Button>
          </Stack>
        }
      />
    </Box>
  );
}
