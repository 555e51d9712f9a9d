import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
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
import { directionOf, type CandidateLocale } from '@candid/shared/locales';
import type { ShareAnswer, ShareCandidate, ShareView, ShareWrittenAnswer } from '@candid/shared';
import { ApiError } from '../../api/client';
import { useShareView } from '../../api/publicShare';
import { BrandMark } from '../../components/BrandMark';
import { EmptyState } from '../../components/EmptyState';
import { Direction } from '../../lib/Direction';
import { FormAnswerList } from '../../components/FormAnswerList';
import { activeLocale, t } from '../../interview/i18n';
import { LanguageSwitch } from '../../interview/i18n/LanguageSwitch';
import { ScreeningFlag } from '../candidates/QuestionAnswer';
import { ReviewPlayer } from '../candidates/ReviewPlayer';
import { AnswerTranscript, useAnswerCaptions } from '../candidates/TranscriptPanel';
import { CompanyAvatar } from '../organisation-form/CompanyAvatar';
import { GuestRatingForm } from './GuestRatingForm';
import { shareErrorText } from './errors';
import { Words, formatMomentIn, useShareLanguage } from './language';
import { sharePlayerWords, shareTranscriptWords } from './playerWords';

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
        <bdi>{brand.name}</bdi>
      </Typography>
    </Box>
  );
}

/** The guest's choice of language, in the page's header (the candidate app's switch, in this page's look). */
function ShareLanguageSwitch({ onChange }: { onChange: (locale: CandidateLocale) => void }) {
  return (
    <Box
      sx={{
        '& .language': { display: 'flex', alignItems: 'center', gap: 1, typography: 'body2' },
        '& select': {
          font: 'inherit',
          minHeight: 40,
          px: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'inherit',
        },
      }}
    >
      <LanguageSwitch onChange={onChange} />
    </Box>
  );
}

function PageFrame({ brand, onLanguage, children }: { brand?: ShareBrand; onLanguage?: (locale: CandidateLocale) => void; children: ReactNode }) {
  // Mirrored in a right-to-left language (Arabic), MUI's layout with it.
  return (
    <Direction dir={directionOf(activeLocale())}>
      <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
        <Box
          component="header"
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1.5,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
            px: { xs: 2, sm: 3 },
            py: 1.5,
          }}
        >
          {brand ? <EmployerHeader brand={brand} /> : <BrandMark />}
          {onLanguage && <ShareLanguageSwitch onChange={onLanguage} />}
        </Box>
        <Box component="main" sx={{ maxWidth: 880, width: '100%', mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 4 }, flexGrow: 1 }}>
          {children}
        </Box>
        {brand && (
          <Box component="footer" sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1, py: 2.5, color: 'text.secondary' }}>
            <Typography variant="body2" component="span">
              {t('share.poweredBy')}
            </Typography>
            <BrandMark />
          </Box>
        )}
      </Box>
    </Direction>
  );
}

/** One answer of the link: its video with captions, and its transcript beside or under it, in the page's language. */
function SharedAnswer({ token, answer, label }: { token: string; answer: ShareAnswer; label: string }) {
  const source = { token, responseId: answer.responseId };
  const captions = useAnswerCaptions(source);
  const transcriptWords = shareTranscriptWords();
  return (
    <ReviewPlayer
      src={answer.videoUrl}
      poster={answer.posterUrl}
      durationMs={answer.durationMs}
      label={label}
      captions={captions}
      audioOnly={answer.audioOnly}
      words={sharePlayerWords()}
      aside={(playback) => <AnswerTranscript source={source} playback={playback} words={transcriptWords} />}
    />
  );
}

/** One answer other than a recording (issue 29): the words, a file to download, or why it is withheld. */
function WrittenAnswer({ answer }: { answer: ShareWrittenAnswer }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Typography variant="h3" component="h3">
        <bdi>{answer.questionText}</bdi>
      </Typography>
      {answer.qualifies !== null && <ScreeningFlag qualifies={answer.qualifies} label={t(answer.qualifies ? 'share.meets' : 'share.doesNotMeet')} />}
      {answer.fileUrl ? (
        <Button component="a" href={answer.fileUrl} download variant="outlined" startIcon={<DescriptionOutlined />} sx={{ justifySelf: 'start' }}>
          <bdi>{answer.answerText}</bdi>
        </Button>
      ) : answer.answerText === null ? (
        <Typography color="text.secondary">{t('share.fileWithheld')}</Typography>
      ) : (
        // Plain text as the candidate wrote it: line breaks kept, nothing read as HTML.
        <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {answer.answerText}
        </Typography>
      )}
    </Box>
  );
}

/** A shared candidate's name on the page: an anonymised one's letters in the page's language. */
const nameOf = (candidate: ShareCandidate) => (candidate.letters ? t('share.candidate', { letters: candidate.letters }) : candidate.displayName);

function CandidateSection({ token, candidate }: { token: string; candidate: ShareCandidate }) {
  const headingId = `candidate-${candidate.ref}`;
  const name = nameOf(candidate);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h2" component="h2" id={headingId} sx={{ flexGrow: 1 }}>
          <bdi>{name}</bdi>
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
            {t('share.resume')}
          </Button>
        )}
      </Box>
      {candidate.didNotMeet.length > 0 && (
        <Box component="ul" aria-label={t('share.screeningOf', { name })} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 2, listStyle: 'none' }}>
          {candidate.didNotMeet.map((question) => (
            <li key={question}>
              <Chip size="small" color="error" variant="outlined" label={<Words id="share.didNotMeet" isolated={{ question }} />} />
            </li>
          ))}
        </Box>
      )}
      {candidate.form.length > 0 && (
        <Box component="section" aria-label={t('share.applicationFormOf', { name })} sx={{ mb: 3 }}>
          <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 600, mb: 1 }}>
            {t('share.applicationForm')}
          </Typography>
          <FormAnswerList items={candidate.form} />
        </Box>
      )}
      {candidate.written.length > 0 && (
        <Box component="section" aria-label={t('share.writtenAnswersOf', { name })} sx={{ mb: 3 }}>
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
        candidate.written.length === 0 && <Typography color="text.secondary">{t('share.noAnswers')}</Typography>
      ) : (
        <Stack component="ol" spacing={3} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label={t('share.answersOf', { name })}>
          {candidate.answers.map((answer, i) => (
            <li key={answer.responseId}>
              <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                <Words id="share.questionHeading" values={{ n: i + 1 }} isolated={{ question: answer.questionText }} />
              </Typography>
              <SharedAnswer token={token} answer={answer} label={t('share.answerOf', { name, n: i + 1 })} />
            </li>
          ))}
        </Stack>
      )}
      <Divider sx={{ my: 3 }} />
      <GuestRatingForm token={token} candidateRef={candidate.ref} displayName={name} />
    </Paper>
  );
}

/** The job's language; English from a server that does not send it. */
const languageOf = (share: ShareView) => (share as Partial<ShareView>).language ?? 'en';

/**
 * /share/{token}: a client or hiring manager without an account watches the answers and rates, in
 * the job's language (issue 32) or the one they choose.
 */
export function SharePage() {
  const token = useParams().token ?? '';
  const view = useShareView(token);
  const loaded = view.data;
  // With no job to take the language from (the link is gone), the browser's.
  const { locale, loads, choose } = useShareLanguage(loaded ? languageOf(loaded) : view.isError ? navigator.language : null);

  useEffect(() => {
    if (!locale) return;
    document.title = loaded ? t('share.pageTitle', { jobTitle: loaded.jobTitle, employer: brandOf(loaded).name }) : t('share.pageTitleNoJob');
  }, [locale, loads, loaded]);

  if (view.isPending || !locale) {
    return (
      <PageFrame>
        {/* Before its language has loaded, the page waits without words. */}
        <Stack spacing={2} role="status" aria-busy="true">
          <Skeleton variant="text" width="60%" height={44} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      </PageFrame>
    );
  }

  if (view.isError) {
    const gone = view.error instanceof ApiError && view.error.status === 404;
    return (
      <PageFrame onLanguage={choose}>
        {gone ? (
          <EmptyState icon={LinkOffRounded} headingLevel="h1" title={t('share.linkGone')} text={t('share.linkGoneHint')} />
        ) : (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void view.refetch()}>
                {t('tryAgain')}
              </Button>
            }
          >
            {shareErrorText(view.error)}
          </Alert>
        )}
      </PageFrame>
    );
  }

  const share = view.data;
  return (
    <PageFrame brand={brandOf(share)} onLanguage={choose}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h1" component="h1">
          <bdi>{share.jobTitle}</bdi>
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {t('share.expires', { date: formatMomentIn(locale, share.expiresAt) })}
          </Typography>
          {share.anonymised && <Chip size="small" label={t('share.anonymised')} variant="outlined" />}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('share.intro')}
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
