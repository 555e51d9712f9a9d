import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ForwardToInboxRounded from '@mui/icons-material/ForwardToInboxRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import QrCode2Rounded from '@mui/icons-material/QrCode2Rounded';
import SmsRounded from '@mui/icons-material/SmsRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { MSG, jobStateOf } from '@candid/shared';
import type { Campaign } from '../../api/campaigns';
import { useEnterpriseEmployers } from '../../api/employers';
import { useEnterprise } from '../../api/enterprises';
import { fetchRemainingInvites } from '../../api/invites';
import { inviteKeys } from '../../api/queryKeys';
import { useCampaignQuestions } from '../../api/questions';
import { formatDate } from '../../lib/dates';
import { PackageLimitDialog } from '../../components/PackageLimitDialog';
import { copyText } from '../../lib/clipboard';
import { CsvInviteDialog } from './CsvInviteDialog';
import { EmailInviteDialog } from './EmailInviteDialog';
import { InviteMethodCard } from './InviteMethodCard';
import { JobLinkField } from './JobLinkField';
import { QrPoster } from './QrPoster';
import { SmsInviteDialog } from './SmsInviteDialog';
import { employerOption, ownCompanyOption } from '../organisation-form/CompanyAvatar';
import { useJobLink } from './useJobLink';

type Method = 'csv' | 'email' | 'sms';

/** The methods of the instant invite screen for one job (SPEC §2), with their dialogs. */
export function InviteCandidates({ campaign }: { campaign: Campaign }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const enterpriseId = campaign.enterpriseId;
  const enterprise = useEnterprise(enterpriseId);
  const employers = useEnterpriseEmployers(enterpriseId);
  const { link, ensure } = useJobLink(campaign);

  const [open, setOpen] = useState<Method | null>(null);
  const [checking, setChecking] = useState<Method | null>(null);
  const [limitOpen, setLimitOpen] = useState(false);
  // The 402 that opened the package-limit modal, whose details name the limit (invites, text messages).
  const [limitError, setLimitError] = useState<unknown>(undefined);

  const questions = useCampaignQuestions(campaign.id);
  const state = jobStateOf({ ...campaign, questionCount: questions.data?.length });
  const ended = state === 'ended';
  // Email, text message and CSV invitations need a job that takes, or will take, interviews with questions.
  const cannotInvite = ended || state === 'draft' || state === 'paused';
  const jobTitle = campaign.jobTitle || campaign.name;
  // The poster's brand, as on the candidate's landing: the chosen client employer, else the enterprise.
  const clientEmployer = campaign.employerId ? employers.data?.find((e) => e.id === campaign.employerId) : undefined;
  const posterBrand = clientEmployer
    ? employerOption(clientEmployer)
    : !campaign.employerId && enterprise.data
      ? ownCompanyOption(enterprise.data)
      : null;

  /** SPEC §6 plan limits: inviting needs invites left; none opens the package-limit modal. */
  const openWithCheck = async (method: Method) => {
    if (checking) return;
    setChecking(method);
    try {
      const remaining = await queryClient.fetchQuery({
        queryKey: inviteKeys.remaining(enterpriseId),
        queryFn: () => fetchRemainingInvites(enterpriseId),
        staleTime: 0,
      });
      if (remaining !== null && remaining <= 0) openLimit();
      else setOpen(method);
    } catch (error) {
      // The server checks the plan again on send: an unknown count must not block inviting.
      console.warn('Remaining invites unavailable', error);
      setOpen(method);
    } finally {
      setChecking(null);
    }
  };

  const onCopy = async () => copyText(await ensure());

  const posterOpen = params.get('view') === 'poster';
  const openPoster = () => {
    void ensure();
    const next = new URLSearchParams(params);
    next.set('view', 'poster');
    setParams(next, { state: { ...(location.state ?? {}), posterPushed: true } });
  };
  const closePoster = () => {
    if ((location.state as { posterPushed?: boolean } | null)?.posterPushed) {
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete('view');
    setParams(next, { replace: true });
  };

  const openLimit = (error?: unknown) => {
    setLimitError(error);
    setLimitOpen(true);
  };
  const onLimit = (error?: unknown) => {
    setOpen(null);
    openLimit(error);
  };

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', display: 'grid', gap: 3 }}>
      <Box>
        <Link component={RouterLink} to="/campaign" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1.5 }}>
          <ArrowBackRounded fontSize="small" aria-hidden />
          Back
        </Link>
        <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
          {campaign.name || jobTitle || 'Untitled job'}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {MSG.inviteMethodsIntro}
        </Typography>
      </Box>

      {ended && (
        <Alert severity="warning">This job has ended, so candidates can no longer be invited. Change its end date to invite again.</Alert>
      )}
      {state === 'draft' && (
        <Alert
          severity="warning"
          action={
            <Link component={RouterLink} to={`/campaign/edit?id=${campaign.id}`} sx={{ alignSelf: 'center', whiteSpace: 'nowrap' }}>
              Add questions
            </Link>
          }
        >
          {MSG.jobHasNoQuestions}
        </Alert>
      )}
      {state === 'paused' && <Alert severity="warning">{MSG.interviewPaused} Candidates can be invited again once the job is live.</Alert>}
      {state === 'scheduled' && <Alert severity="info">{MSG.jobOpensLater(formatDate(campaign.startDate))}</Alert>}

      <Box
        component="ul"
        aria-label="Ways to invite candidates"
        sx={{
          display: 'grid',
          gap: 2,
          p: 0,
          m: 0,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        <InviteMethodCard
          title="Upload a CSV"
          description="Invite up to 1,000 candidates from a spreadsheet of names and emails."
          icon={<UploadFileRounded />}
          busy={checking === 'csv'}
          disabled={cannotInvite}
          onSelect={() => void openWithCheck('csv')}
        />
        <InviteMethodCard
          title="Email Invite"
          description="Type or paste candidates' emails and send each a personal link."
          icon={<ForwardToInboxRounded />}
          busy={checking === 'email'}
          disabled={cannotInvite}
          onSelect={() => void openWithCheck('email')}
        />
        <InviteMethodCard
          title="Text message"
          description="Text candidates a personal link to their mobile phone."
          icon={<SmsRounded />}
          busy={checking === 'sms'}
          disabled={cannotInvite}
          onSelect={() => void openWithCheck('sms')}
        />
        <InviteMethodCard
          title="Copy Link"
          description="Copy the job link to share on job boards, social media or chat."
          icon={<LinkRounded />}
          onSelect={() => void onCopy()}
        />
        <InviteMethodCard
          title="QR poster"
          description="Print a poster with a QR code candidates scan to apply."
          icon={<QrCode2Rounded />}
          onSelect={openPoster}
        />
      </Box>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <JobLinkField link={link} onCopy={() => void onCopy()} />
      </Paper>

      <EmailInviteDialog open={open === 'email'} campaign={campaign} onClose={() => setOpen(null)} onLimit={onLimit} />
      <SmsInviteDialog open={open === 'sms'} campaign={campaign} onClose={() => setOpen(null)} onLimit={onLimit} />
      <CsvInviteDialog open={open === 'csv'} campaign={campaign} onClose={() => setOpen(null)} onLimit={openLimit} />
      <QrPoster open={posterOpen} link={link} jobTitle={jobTitle} brand={posterBrand} onClose={closePoster} />
      <PackageLimitDialog open={limitOpen} onClose={() => setLimitOpen(false)} error={limitError} />
    </Box>
  );
}
