import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import type { ShareAnswer, ShareCandidate, ShareView, ShareWrittenAnswer } from '@candid/shared';
import { ApiError } from '../../api/client';
import { useShareView } from '../../api/publicShare';
import { BrandMark } from '../../components/BrandMark';
import { EmptyState } from '../../components/EmptyState';
import { ErrorRetry } from '../../components/ErrorRetry';
import { formatDateTime } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ScreeningFlag } from '../candidates/QuestionAnswer';
import { ReviewPlayer } from '../candidates/ReviewPlayer';
import { AnswerTranscript, useAnswerCaptions } from '../candidates/TranscriptPanel';
import { CompanyAvatar } from '../organisation-form/CompanyAvatar';
import { GuestRatingForm } from './GuestRatingForm';
import { SHARE_TEXT } from './texts';
import { FormAnswerList } from '../../components/FormAnswerList';

type ShareBrand = ShareView['employer'];

/** The brand of the share: `employer`, or a badge of the name's initials from a server without it. */
function brandOf(share: ShareView): ShareBrand {
  const employer = (share as Partial<ShareView>).employer;
  if (employer) return employer;
  const [first = '', second = ''] = share.employerName.trim().split(/\s+/);
  return { name: share.employerName, initials: `${first[0] ?? ''}${second[0] ?? ''}`.toUpperCase(), colour: null, backgroundColour: null, logoUrl: null };
}

/** The company the clients review for: its logo (or initials badge in its colours) and name. */
function EmployerHeader({ brand }: { brand: ShareBrand }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }} data-testid="share-employer">
      <CompanyAvatar
        size={40}
        company={{ name: brand.name, initials: brand.initials ?? '', colour: brand.colour, background: brand.backgroundColour, image: brand.logoUrl }}
        // The name is written beside it.
        alt=""
      />
      <Typography component="p" sx={{ fontWeight: 700, fontSize: 18, overflowWrap: 'anywhere' }}>
        {brand.name}
      </Typography>
    </Box>
  );
}

function PageFrame({ brand, children }: { brand?: ShareBrand; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', px: { xs: 2, sm: 3 }, py: 1.5 }}>
        {brand ? <EmployerHeader brand={brand} /> : <BrandMark />}
      </Box>
      <Box component="main" sx={{ maxWidth: 880, width: '100%', mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 4 }, flexGrow: 1 }}>
        {children}
      </Box>
      {brand && (
        <Box component="footer" sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1, py: 2.5, color: 'text.secondary' }}>
          <Typography variant="body2" component="span">
            Powered by
          </Typography>
          <BrandMark />
        </Box>
      )}
    </Box>
  );
}

/** One answer of the link: its video with captions, and its transcript beside or under it. */
function SharedAnswer({ token, answer, label }: { token: string; answer: ShareAnswer; label: string }) {
  const source = { token, responseId: answer.responseId };
  const captions = useAnswerCaptions(source);
  return (
    <ReviewPlayer
      src={answer.videoUrl}
      poster={answer.posterUrl}
      durationMs={answer.durationMs}
      label={label}
      captions={captions}
      audioOnly={answer.audioOnly}
      aside={(playback) => <AnswerTranscript source={source} playback={playback} />}
    />
  );
}

/** One answer other than a recording (issue 29): the words, a file to download, or why it is withheld. */
function WrittenAnswer({ answer }: { answer: ShareWrittenAnswer }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Typography variant="h3" component="h3">
        {answer.questionText}
      </Typography>
      {answer.qualifies !== null && <ScreeningFlag qualifies={answer.qualifies} />}
      {answer.fileUrl ? (
        <Button component="a" href={answer.fileUrl} download variant="outlined" startIcon={<DescriptionOutlined />} sx={{ justifySelf: 'start' }}>
          {answer.answerText}
        </Button>
      ) : answer.answerText === null ? (
        <Typography color="text.secondary">{SHARE_TEXT.fileWithheld}</Typography>
      ) : (
        // Plain text as the candidate wrote it: line breaks kept, nothing read as HTML.
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{answer.answerText}</Typography>
      )}
    </Box>
  );
}

function CandidateSection({ token, candidate }: { token: string; candidate: ShareCandidate }) {
  const headingId = `candidate-${candidate.ref}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h2" component="h2" id={headingId} sx={{ flexGrow: 1 }}>
          {candidate.displayName}
        </Typography>
        {candidate.resumeUrl && (
          <Button
            component="a"
            href={candidate.resumeUrl}
            target="_blank"
            rel="noopener"
            variant="outlined"
            startIcon={<DescriptionOutlined />}
          >
            Resume
          </Button>
        )}
      </Box>
      {candidate.didNotMeet.length > 0 && (
        <Box component="ul" aria-label={`Screening of ${candidate.displayName}`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 2, listStyle: 'none' }}>
          {candidate.didNotMeet.map((question) => (
            <li key={question}>
              <Chip size="small" color="error" variant="outlined" label={`Did not meet: ${question}`} />
            </li>
          ))}
        </Box>
      )}
      {candidate.form.length > 0 && (
        <Box component="section" aria-label={`Application form of ${candidate.displayName}`} sx={{ mb: 3 }}>
          <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 600, mb: 1 }}>
            Application form
          </Typography>
          <FormAnswerList items={candidate.form} />
        </Box>
      )}
      {candidate.written.length > 0 && (
        <Box component="section" aria-label={`${SHARE_TEXT.writtenAnswers} of ${candidate.displayName}`} sx={{ mb: 3 }}>
          <Stack component="ol" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {candidate.written.map((answer) => (
              <li key={answer.questionId}>
                <WrittenAnswer answer={answer} />
              </li>
            ))}
          </Stack>
        </Box>
      )}
      {candidate.answers.length === 0 ? (
        candidate.written.length === 0 && <Typography color="text.secondary">{SHARE_TEXT.noAnswers}</Typography>
      ) : (
        <Stack component="ol" spacing={3} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label={`Answers of ${candidate.displayName}`}>
          {candidate.answers.map((answer, i) => (
            <li key={answer.responseId}>
              <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                Question {i + 1}: {answer.questionText}
              </Typography>
              <SharedAnswer token={token} answer={answer} label={`Answer of ${candidate.displayName} to question ${i + 1}`} />
            </li>
          ))}
        </Stack>
      )}
      <Divider sx={{ my: 3 }} />
      <GuestRatingForm token={token} candidateRef={candidate.ref} displayName={candidate.displayName} />
    </Paper>
  );
}

/** /share/{token}: a client or hiring manager without an account watches the answers and rates. */
export function SharePage() {
  const token = useParams().token ?? '';
  const view = useShareView(token);
  useDocumentTitle(view.data ? `${view.data.jobTitle} · ${brandOf(view.data).name}` : 'Shared candidates');

  if (view.isPending) {
    return (
      <PageFrame>
        <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading the shared candidates">
          <Skeleton variant="text" width="60%" height={44} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      </PageFrame>
    );
  }

  if (view.isError) {
    const gone = view.error instanceof ApiError && view.error.status === 404;
    return (
      <PageFrame>
        {gone ? (
          <EmptyState icon={LinkOffRounded} headingLevel="h1" title={SHARE_TEXT.linkGone} text={SHARE_TEXT.linkGoneHint} />
        ) : (
          <ErrorRetry error={view.error} onRetry={view.refetch} />
        )}
      </PageFrame>
    );
  }

  const share = view.data;
  return (
    <PageFrame brand={brandOf(share)}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h1" component="h1">
          {share.jobTitle}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            Link expires {formatDateTime(share.expiresAt)}
          </Typography>
          {share.anonymised && <Chip size="small" label="Anonymised review" variant="outlined" />}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Watch each candidate&apos;s answers, then leave your rating. The hiring team sees your name, rating and
          comment.
        </Typography>
      </Box>
      <Stack spacing={3}>
        {share.candidates.map((candidate) => (
          <CandidateSection key={candidate.ref} token={token} candidate={candidate} />
        ))}
      </Stack>
    </PageFrame>
  );
}
