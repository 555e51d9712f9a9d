import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { QUESTION_RESPONSE_STATUS } from '@candid/shared';
import { fetchAnswerStates, type AnswerByQuestion } from '../../api/candidates';
import type { QuestionResponse } from '../../api/entities';
import { candidateKeys } from '../../api/queryKeys';

/*
 * An answer that has arrived but is not playable yet: the upload is done (status 1, Uploaded)
 * and the server is making the seekable MP4 and its poster (DESIGN §6.4); until then the only
 * file is the raw recording, which has no duration and cannot be sought. The page says so and
 * asks for the answers' states until the MP4 is ready (status 2) or the processing failed (3).
 */

/** How often the answers' states are asked for while one is processing. */
export const PROCESSING_POLL_MS = 1500;

/** Uploaded, not yet made ready to play. */
export const isProcessing = (response: Pick<QuestionResponse, 'status'> | null) =>
  response?.status === QUESTION_RESPONSE_STATUS.Uploaded;

/**
 * While any of the answers shown is processing, polls GET /QuestionResponse/getQuestionResponseVideos/{lineId}
 * (the media module's answer states); once one of them is done, the answers are read again, so the
 * player appears by itself.
 */
export function useProcessingAnswers(lineId: number, rows: AnswerByQuestion[]) {
  const queryClient = useQueryClient();
  const waiting = rows.flatMap((r) => (r.response && isProcessing(r.response) ? [r.response.id] : []));
  const doneIn = (states: QuestionResponse[] | undefined) =>
    states !== undefined &&
    waiting.some((id) => {
      const state = states.find((s) => s.id === id);
      return !state || !isProcessing(state);
    });
  const states = useQuery({
    queryKey: candidateKeys.answersProcessing(lineId, waiting),
    queryFn: ({ signal }) => fetchAnswerStates(lineId, signal),
    enabled: waiting.length > 0,
    refetchInterval: (query) => (doneIn(query.state.data) ? false : PROCESSING_POLL_MS),
    refetchIntervalInBackground: false,
    gcTime: 0,
  });
  const done = doneIn(states.data);
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: candidateKeys.answers(lineId), exact: true });
  }, [done, lineId, queryClient]);
}

/** In the player's place while the answer is processing. */
export function ProcessingNotice({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-label={`${label}: processing`}
      sx={{
        aspectRatio: '16 / 9',
        maxHeight: 480,
        width: '100%',
        borderRadius: 1,
        bgcolor: 'action.hover',
        display: 'grid',
        placeContent: 'center',
        justifyItems: 'center',
        gap: 1.5,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography variant="h3" component="p">
        Processing…
      </Typography>
      <LinearProgress aria-label="Processing the answer" sx={{ width: 220, maxWidth: '100%', height: 6, borderRadius: 3 }} />
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
        The answer has arrived and is being made ready to play. It appears here by itself in a few seconds.
      </Typography>
    </Box>
  );
}
