import { useEffect, useId, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Transcript, TranscriptSegment } from '@candid/shared';
import { errorMessage } from '../../api/client';
import { captionsUrl, isTranscribing, offlineEngineText, useRerunTranscript, useTranscript, useTranscriptSettings, type TranscriptSource } from '../../api/transcripts';
import { notify } from '../../components/notify';
import { clockTime } from './format';
import type { CaptionsTrack, Playback } from './ReviewPlayer';

/**
 * The transcript's words for those who only watch and read: the employer app's are English; the
 * share page gives its guest's language's (issue 32). Asking for a transcript again is the hiring
 * team's, in English.
 */
export interface TranscriptWords {
  heading: string;
  loading: string;
  /** Why the transcript did not load. */
  loadError: (error: unknown) => string;
  retry: string;
  transcribing: string;
  /** Names the progress bar while transcribing. */
  transcribingAnswer: string;
  appearsWhenReady: string;
  /** A failed transcript: the reason the server stored (`error`), or a sentence saying it failed. */
  failed: (error: string | null) => string;
  none: string;
  noSpeech: string;
  segments: string;
  /** Under the lines: how they were made (`engine`: the engine's name, when known) and that a line plays from there. */
  note: (engine: string | null) => string;
}

export const ENGLISH_TRANSCRIPT_WORDS: TranscriptWords = {
  heading: 'Transcript',
  loading: 'Loading the transcript',
  loadError: errorMessage,
  retry: 'Retry',
  transcribing: 'Transcribing…',
  transcribingAnswer: 'Transcribing the answer',
  appearsWhenReady: 'The transcript appears here by itself when it is ready.',
  failed: (error) => error ?? 'The transcript of this answer could not be made.',
  none: 'There is no transcript of this answer: transcripts were off when it was recorded.',
  noSpeech: 'No speech was recognised in this answer.',
  segments: 'Transcript segments',
  note: (engine) => `Made by speech recognition${engine ? ` (${engine})` : ''}; it can mishear words. Select a line to play from there.`,
};

/** After the reviewer scrolls the transcript, it does not follow the video for this long. */
export const USER_SCROLL_PAUSE_MS = 5000;

/** The segment being spoken at `time`: the last one started, until the next starts (none once the last has ended). */
export function currentSegmentIndex(segments: TranscriptSegment[], time: number): number {
  let index = -1;
  for (let i = 0; i < segments.length && segments[i].start <= time + 0.05; i++) index = i;
  if (index === segments.length - 1 && index >= 0 && time > segments[index].end + 1) return -1;
  return index;
}

/** The answer's captions once its transcript is ready (else none: the route would have nothing to give). */
export function useAnswerCaptions(source: TranscriptSource | null): CaptionsTrack | null {
  const transcript = useTranscript(source);
  const t = transcript.data;
  return source && t?.Status === 'ready' && t.Segments.length > 0 ? { src: captionsUrl(source), language: t.Language } : null;
}

interface AnswerTranscriptProps {
  source: TranscriptSource;
  playback: Playback;
  /** The hiring team may ask for the transcript again; a share link's guests may not. */
  canRerun?: boolean;
  words?: TranscriptWords;
}

/**
 * An answer's transcript beside its video: it follows playback, and a segment plays the video from
 * its start. For the hiring team, it says when the built-in engine runs, which transcribes English only.
 */
export function AnswerTranscript({ source, playback, canRerun = false, words = ENGLISH_TRANSCRIPT_WORDS }: AnswerTranscriptProps) {
  const headingId = useId();
  const transcript = useTranscript(source);
  // The settings need a session: a share link's guests are not told.
  const settings = useTranscriptSettings({ enabled: source.token === undefined });
  const engineNote = settings.data ? offlineEngineText(settings.data) : '';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h4" id={headingId} sx={{ fontWeight: 600, mb: 1 }}>
        {words.heading}
      </Typography>
      {transcript.isPending ? (
        <Box role="status" aria-busy="true" aria-label={words.loading}>
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="60%" />
        </Box>
      ) : transcript.isError ? (
        // ErrorRetry's alert, in the words given (ErrorRetry's are English).
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void transcript.refetch()}>
              {words.retry}
            </Button>
          }
        >
          {words.loadError(transcript.error)}
        </Alert>
      ) : (
        <TranscriptBody transcript={transcript.data} playback={playback} responseId={canRerun ? source.responseId : null} words={words} />
      )}
      {engineNote && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
          {engineNote}
        </Typography>
      )}
    </Box>
  );
}

function TranscriptBody({ transcript, playback, responseId, words }: { transcript: Transcript; playback: Playback; responseId: number | null; words: TranscriptWords }) {
  if (isTranscribing(transcript)) {
    return (
      <Box role="status" sx={{ display: 'grid', gap: 1, py: 1 }}>
        <Typography>{words.transcribing}</Typography>
        <LinearProgress aria-label={words.transcribingAnswer} sx={{ height: 6, borderRadius: 3, maxWidth: 280 }} />
        <Typography variant="body2" color="text.secondary">
          {words.appearsWhenReady}
        </Typography>
      </Box>
    );
  }
  if (transcript.Status === 'failed') {
    return (
      <Alert severity="warning" action={responseId !== null && <RerunButton responseId={responseId} label="Try again" />}>
        {words.failed(transcript.Error)}
      </Alert>
    );
  }
  if (transcript.Status === 'none') {
    return (
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Typography variant="body2" color="text.secondary">
          {words.none}
        </Typography>
        {responseId !== null && <RerunButton responseId={responseId} label="Make a transcript" variant="outlined" />}
      </Box>
    );
  }
  if (transcript.Segments.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {words.noSpeech}
      </Typography>
    );
  }
  return <SegmentList transcript={transcript} playback={playback} words={words} />;
}

function RerunButton({ responseId, label, variant = 'text' }: { responseId: number; label: string; variant?: 'text' | 'outlined' }) {
  const rerun = useRerunTranscript(responseId);
  return (
    <Button
      size="small"
      color="inherit"
      variant={variant}
      disabled={rerun.isPending}
      startIcon={rerun.isPending ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
      onClick={() => rerun.mutate(undefined, { onError: (error) => notify.error(errorMessage(error)) })}
    >
      {label}
    </Button>
  );
}

function SegmentList({ transcript, playback, words }: { transcript: Transcript; playback: Playback; words: TranscriptWords }) {
  const list = useRef<HTMLOListElement>(null);
  const lastUserScroll = useRef(0);
  const current = currentSegmentIndex(transcript.Segments, playback.time);

  // Follows the video inside its own box (never the page), unless the reviewer has just scrolled
  // or moved through it with the keyboard: then it leaves them where they are for a while.
  useEffect(() => {
    const box = list.current;
    if (!box || current < 0 || Date.now() - lastUserScroll.current < USER_SCROLL_PAUSE_MS) return;
    const item = box.children[current] as HTMLElement | undefined;
    if (!item) return;
    const top = item.offsetTop;
    if (top >= box.scrollTop && top + item.offsetHeight <= box.scrollTop + box.clientHeight) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    box.scrollTo?.({ top: Math.max(0, top - box.clientHeight / 3), behavior: smooth ? 'smooth' : 'auto' });
  }, [current]);

  const userScrolled = () => {
    lastUserScroll.current = Date.now();
  };

  return (
    <>
      <Box
        component="ol"
        ref={list}
        aria-label={words.segments}
        onWheel={userScrolled}
        onTouchMove={userScrolled}
        onPointerDown={userScrolled}
        onKeyDown={userScrolled}
        onFocus={userScrolled}
        sx={{
          position: 'relative',
          listStyle: 'none',
          m: 0,
          p: 0.5,
          maxHeight: 340,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'grid',
          alignContent: 'start',
          gap: 0.25,
        }}
      >
        {transcript.Segments.map((segment, i) => (
          <li key={`${segment.start}-${i}`}>
            <ButtonBase
              onClick={() => playback.playFrom(segment.start)}
              aria-current={i === current ? 'true' : undefined}
              sx={{
                width: '100%',
                justifyContent: 'flex-start',
                alignItems: 'baseline',
                textAlign: 'left',
                gap: 1.25,
                px: 1,
                py: 0.75,
                borderRadius: 1,
                typography: 'body2',
                color: 'text.primary',
                '&:hover': { bgcolor: 'action.hover' },
                // The line being spoken: shaded, with a bar in the accent colour (not colour alone).
                '&[aria-current="true"]': { bgcolor: 'action.selected', fontWeight: 500, boxShadow: (t) => `inset 3px 0 0 ${t.palette.secondary.main}` },
              }}
            >
              <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', flexShrink: 0, minWidth: 36 }}>
                {clockTime(segment.start)}
              </Box>
              <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {segment.text}
              </Box>
            </ButtonBase>
          </li>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
        {words.note(transcript.Engine)}
      </Typography>
    </>
  );
}
