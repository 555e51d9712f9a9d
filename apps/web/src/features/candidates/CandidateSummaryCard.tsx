import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { SUMMARY_NOT_A_JUDGEMENT } from '@candid/shared';
import { useCandidateAnswers } from '../../api/candidates';
import { errorMessage } from '../../api/client';
import { useCandidateSummary, useResummarize, useTranscriptSettings, type CandidateSummary } from '../../api/transcripts';
import { ErrorRetry } from '../../components/ErrorRetry';
import { notify } from '../../components/notify';
import { formatDateTime } from '../../lib/dates';

interface CandidateSummaryCardProps {
  campaignId: number;
  lineId: number;
}

/** What the candidate said, summarised overall and per answer, with the model that wrote it and what it is not. */
export function CandidateSummaryCard({ campaignId, lineId }: CandidateSummaryCardProps) {
  const settings = useTranscriptSettings();
  const summariesOff = settings.data !== undefined && (!settings.data.SummariesEnabled || !settings.data.TranscriptsEnabled);
  const summary = useCandidateSummary(lineId, { lookWhileMissing: settings.data !== undefined && !summariesOff });
  const again = useResummarize(lineId, summary.waitFrom);
  const busy = again.isPending || summary.waiting;

  const summarise = () => again.mutate(undefined, { onError: (error) => notify.error(errorMessage(error)) });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="summary-heading" aria-busy={busy} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="h3" component="h2" id="summary-heading" sx={{ mb: 1.5 }}>
        Summary
      </Typography>
      {summary.isPending ? (
        <Box aria-label="Loading the summary">
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="70%" />
        </Box>
      ) : summary.isError ? (
        <ErrorRetry error={summary.error} onRetry={summary.refetch} />
      ) : summary.data ? (
        <SummaryBody summary={summary.data} campaignId={campaignId} lineId={lineId} />
      ) : summariesOff ? (
        <Typography variant="body2" color="text.secondary">
          Summaries are off for your company. The owner or an administrator can turn them on in the company&apos;s transcript settings.
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No summary yet. One is made from the transcripts of the candidate&apos;s answers once they are ready, and appears here by itself.
        </Typography>
      )}

      {busy && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
          <CircularProgress size={14} color="inherit" aria-hidden />
          Summarising…
        </Typography>
      )}

      {!summary.isPending && !summary.isError && (summary.data || !summariesOff) && (
        <Button variant="outlined" size="small" onClick={summarise} disabled={busy} sx={{ mt: 1.5 }}>
          {summary.data ? 'Summarise again' : 'Summarise'}
        </Button>
      )}
    </Paper>
  );
}

function SummaryBody({ summary, campaignId, lineId }: { summary: CandidateSummary; campaignId: number; lineId: number }) {
  // The answers are the page's own query (cached): they give each summary its question's number and text.
  const answers = useCandidateAnswers(campaignId, lineId);
  const questions = answers.data ?? [];
  const numbered = summary.Answers.map((a) => {
    const i = questions.findIndex((q) => q.question.id === a.fk_Question_ID);
    return { ...a, n: i >= 0 ? i + 1 : null, text: i >= 0 ? questions[i].question.text : null };
  }).sort((a, b) => (a.n ?? Infinity) - (b.n ?? Infinity));

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{summary.Overall}</Typography>
      {numbered.length > 0 && (
        <Box component="dl" aria-label="Summary of each answer" sx={{ m: 0, display: 'grid', gap: 1 }}>
          {numbered.map((a) => (
            <Box key={a.QuestionResponse_ID}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }} title={a.text ?? undefined}>
                {a.n ? `Question ${a.n}` : 'An answer'}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {a.Summary}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Typography variant="caption" color="text.secondary">
        Made by {summary.Model} · {formatDateTime(summary.GeneratedAt)}
      </Typography>
      <Alert severity="info" icon={<InfoOutlined fontSize="inherit" />} sx={{ py: 0.25 }}>
        {SUMMARY_NOT_A_JUDGEMENT}
      </Alert>
    </Box>
  );
}
