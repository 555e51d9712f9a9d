import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import PlayCircleOutlineRounded from '@mui/icons-material/PlayCircleOutlineRounded';
import NotesRounded from '@mui/icons-material/NotesRounded';
import type { TranscriptMatch } from '@candid/shared';
import { clockTime } from './format';

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * Cuts a snippet at its highlights ([start, end) offsets; overlapping, unordered or out-of-range
 * ones are tidied) into plain and marked parts, rendered as text: nothing in it is read as HTML.
 */
export function snippetParts(snippet: string, highlights: readonly (readonly [number, number])[]): SnippetPart[] {
  const ranges = highlights
    .map(([a, b]) => [Math.max(0, Math.min(a, snippet.length)), Math.max(0, Math.min(b, snippet.length))] as const)
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const [a, b] of ranges) {
    if (b <= at) continue;
    const start = Math.max(a, at);
    const last = parts[parts.length - 1];
    if (start > at) parts.push({ text: snippet.slice(at, start), marked: false });
    else if (last?.marked) {
      // Overlapping or touching highlights make one mark.
      last.text += snippet.slice(start, b);
      at = b;
      continue;
    }
    parts.push({ text: snippet.slice(start, b), marked: true });
    at = b;
  }
  if (at < snippet.length) parts.push({ text: snippet.slice(at), marked: false });
  return parts;
}

/** The answer at the match's time, on the candidate's page; a written answer's question (issue 29). */
export const matchHref = (lineId: number, match: Pick<TranscriptMatch, 'QuestionResponse_ID' | 'Start' | 'fk_Question_ID'>) =>
  match.QuestionResponse_ID === null
    ? `/candidates/info?id=${lineId}&question=${match.fk_Question_ID}`
    : `/candidates/info?id=${lineId}&response=${match.QuestionResponse_ID}&t=${Math.floor(match.Start ?? 0)}`;

/** Under a candidate found by what they said or wrote: the words around the match, marked, and a link to play or read it. */
export function TranscriptSnippet({ lineId, match }: { lineId: number; match: TranscriptMatch }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', minWidth: 0 }}>
      <Typography
        variant="body2"
        component="blockquote"
        sx={{
          m: 0,
          flex: '1 1 260px',
          minWidth: 0,
          color: 'text.secondary',
          overflowWrap: 'anywhere',
          '& mark': { bgcolor: (t) => alpha(t.palette.warning.main, 0.28), color: 'text.primary', fontWeight: 600, borderRadius: 0.5, px: 0.25 },
        }}
      >
        “
        {snippetParts(match.Snippet, match.Highlights).map((part, i) =>
          part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
        )}
        ”
      </Typography>
      <Link
        component={RouterLink}
        to={matchHref(lineId, match)}
        variant="body2"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
      >
        {match.QuestionResponse_ID === null ? (
          <>
            <NotesRounded fontSize="small" aria-hidden />
            Read the written answer
          </>
        ) : (
          <>
            <PlayCircleOutlineRounded fontSize="small" aria-hidden />
            Play from {clockTime(match.Start ?? 0)}
          </>
        )}
      </Link>
    </Box>
  );
}
