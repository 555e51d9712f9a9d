import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { BlockSkeleton } from '../../components/ListSkeleton';
import Typography from '@mui/material/Typography';
import { QUESTION_RESPONSE_STATUS, RECORDED_KINDS } from '@candid/shared';
import { mediaRoutes } from '@candid/shared/routes';
import { urlOf } from '../../api/client';
import { useCandidateAnswers, type AnswerByQuestion } from '../../api/candidates';
import type { User } from '../../api/entities';
import { useRateAnswer } from '../../api/ratings';
import { ErrorRetry } from '../../components/ErrorRetry';
import { AnswerComments } from './AnswerComments';
import { ProcessingNotice, isProcessing, useProcessingAnswers } from './answerProcessing';
import { QuestionAnswer } from './QuestionAnswer';
import { ReviewPlayer } from './ReviewPlayer';
import { StarRating } from './StarRating';
import { AnswerTranscript, useAnswerCaptions } from './TranscriptPanel';
import { formatAverage, ratingCountText } from './format';

interface AnswersSectionProps {
  campaignId: number;
  lineId: number;
  user: User;
  team: User[];
  /** Opens on this answer (a deep link, e.g. from a transcript search), at `startAt` seconds. */
  responseId?: number;
  startAt?: number;
  /** Opens on this question (a deep link to a written answer, e.g. from a search). */
  questionId?: number;
}

/** Answered by recording (video, audio): played, rated and commented on; the other kinds are read. */
const isRecorded = (row: AnswerByQuestion) => RECORDED_KINDS.includes(row.question.kind);

function answerState(row: AnswerByQuestion): string {
  if (!isRecorded(row)) {
    if (!row.answer) return 'Not answered';
    if (row.answer.qualifies === null) return 'Answered';
    return row.answer.qualifies ? 'Meets' : 'Did not meet';
  }
  if (!row.response) return 'Not answered';
  if (row.response.status === QUESTION_RESPONSE_STATUS.Failed) return 'Recording failed';
  if (isProcessing(row.response)) return 'Processing…';
  if (row.RatingCount === 0) return 'Not rated yet';
  return `Team ${formatAverage(row.AverageRating)} / 5 from ${ratingCountText(row.RatingCount)}`;
}

/**
 * The candidate's answers question by question: the question list, then the player, ratings and
 * comments of a recorded answer, or the answer itself of the other kinds (text, choices, files...).
 */
export function AnswersSection({ campaignId, lineId, user, team, responseId, startAt, questionId }: AnswersSectionProps) {
  const answers = useCandidateAnswers(campaignId, lineId);
  const rate = useRateAnswer(lineId);
  const [index, setIndex] = useState(0);
  // The linked answer's start time holds until the reviewer goes to another question.
  const [linked, setLinked] = useState<{ responseId: number; startAt?: number } | null>(responseId ? { responseId, startAt } : null);

  const rows = answers.data ?? [];
  useProcessingAnswers(lineId, rows);
  const linkedIndex = linked
    ? rows.findIndex((r) => r.response?.id === linked.responseId)
    : questionId
      ? rows.findIndex((r) => r.question.id === questionId)
      : -1;
  useEffect(() => {
    if (linkedIndex >= 0) setIndex(linkedIndex);
  }, [linkedIndex]);
  const current = rows[Math.min(index, rows.length - 1)];
  const n = Math.min(index, rows.length - 1) + 1;
  const go = (i: number) => {
    setLinked(null);
    setIndex(Math.min(Math.max(0, i), rows.length - 1));
  };
  const playable =
    current && isRecorded(current) && current.response && current.response.status !== QUESTION_RESPONSE_STATUS.Failed && !isProcessing(current.response)
      ? current.response
      : null;
  const source = playable ? { responseId: playable.id } : null;
  const captions = useAnswerCaptions(source);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="answers-heading" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="h3" component="h2" id="answers-heading" sx={{ mb: 1.5 }}>
        Answers
      </Typography>
      {answers.isPending ? (
        <BlockSkeleton label="Loading answers" variant="rounded" height={320} />
      ) : answers.isError ? (
        <ErrorRetry error={answers.error} onRetry={answers.refetch} />
      ) : !current ? (
        <Typography color="text.secondary">This job has no questions.</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' } }}>
          {/* On a phone the answer comes first and the question list below it; side by side from md up. */}
          <List component="nav" aria-label="Questions" dense disablePadding sx={{ alignSelf: 'start', order: { xs: 1, md: 0 } }}>
            {rows.map((row, i) => (
              <ListItemButton
                key={row.question.id}
                selected={i === n - 1}
                aria-current={i === n - 1 ? 'true' : undefined}
                onClick={() => go(i)}
                sx={{ borderRadius: 1, alignItems: 'flex-start' }}
              >
                <ListItemText
                  primary={`Question ${i + 1}`}
                  secondary={
                    <>
                      <Box component="span" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                        {row.question.text}
                      </Box>
                      <Box component="span" sx={{ display: 'block' }}>
                        {answerState(row)}
                      </Box>
                    </>
                  }
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
              </ListItemButton>
            ))}
          </List>

          <Box sx={{ minWidth: 0, display: 'grid', gap: 2, alignContent: 'start', order: { xs: 0, md: 1 } }}>
            <Box>
              <Typography variant="overline" color="text.secondary" component="p">
                Question {n} of {rows.length}
              </Typography>
              <Typography variant="h3" component="h3">
                {current.question.text}
              </Typography>
            </Box>
            {!isRecorded(current) ? (
              <QuestionAnswer
                key={current.question.id}
                question={current.question}
                answer={current.answer}
                label={`Answer to question ${n}`}
                onPrevious={n > 1 ? () => go(n - 2) : undefined}
                onNext={n < rows.length ? () => go(n) : undefined}
              />
            ) : !current.response ? (
              <Alert severity="info">No answer was recorded for this question.</Alert>
            ) : current.response.status === QUESTION_RESPONSE_STATUS.Failed ? (
              <Alert severity="warning">The recording of this answer failed.</Alert>
            ) : isProcessing(current.response) ? (
              <ProcessingNotice label={`Answer to question ${n}`} />
            ) : (
              <>
                <ReviewPlayer
                  src={current.response.QuestionResponse_VideoUrl ?? urlOf(mediaRoutes.answerVideo, { id: current.response.id })}
                  poster={current.response.QuestionResponse_PosterUrl}
                  durationMs={current.response.durationMs}
                  label={`Answer to question ${n}`}
                  onPrevious={n > 1 ? () => go(n - 2) : undefined}
                  onNext={n < rows.length ? () => go(n) : undefined}
                  captions={captions}
                  audioOnly={current.question.kind === 'audio'}
                  startAt={linked?.responseId === current.response.id ? linked.startAt : undefined}
                  aside={(playback) => source && <AnswerTranscript source={source} playback={playback} canRerun />}
                />
                {current.attempts > 1 && (
                  <Typography variant="body2" color="text.secondary">
                    The candidate recorded {current.attempts} attempts; this is the last one.
                  </Typography>
                )}
                <StarRating
                  subject={`question ${n}`}
                  myRating={current.MyRating}
                  average={current.AverageRating}
                  count={current.RatingCount}
                  disabled={rate.isPending}
                  // SPEC §8: rating failures are not shown; the stars stay as the server has them.
                  onRate={(rating) => rate.mutate({ responseId: current.response!.id, rating })}
                />
                <AnswerComments
                  key={current.response.id}
                  campaignId={campaignId}
                  target={{
                    campaignLineId: lineId,
                    questionId: current.question.id,
                    questionResponseId: current.response.id,
                  }}
                  user={user}
                  team={team}
                />
              </>
            )}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
