import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import HighlightOffRounded from '@mui/icons-material/HighlightOffRounded';
import SkipNextRounded from '@mui/icons-material/SkipNextRounded';
import SkipPreviousRounded from '@mui/icons-material/SkipPreviousRounded';
import { fileSizeText, type AnswerValue } from '@candid/shared';
import type { AnswerByQuestion } from '../../api/candidates';
import { formatDate } from '../../lib/dates';
import { formatMoment } from './format';

/*
 * Answers of the kinds other than video and audio (issue 29) as the hiring team reads them: what
 * the candidate gave, as plain text, and whether a screening answer met the job's rule. No score:
 * the flag is the server's verdict, shown in words.
 */

type Question = AnswerByQuestion['question'];
type Answer = NonNullable<AnswerByQuestion['answer']>;

/** A choice the candidate made whose option was since removed from the question. */
const REMOVED_OPTION = 'An option since removed';

/** The labels of the chosen options, in the candidate's order. */
function choiceLabels(question: Question, choiceIds: string[]): string[] {
  const options = question.kind === 'single_choice' || question.kind === 'multiple_choice' ? question.settings.options : [];
  return choiceIds.map((id) => options.find((o) => o.id === id)?.label ?? REMOVED_OPTION);
}

/** The screening verdict, in words (the colour only repeats it); the share page gives them in its language. */
export function ScreeningFlag({ qualifies, label = qualifies ? 'Meets' : 'Did not meet' }: { qualifies: boolean; label?: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={qualifies ? 'success' : 'error'}
      icon={qualifies ? <CheckCircleOutlineRounded /> : <HighlightOffRounded />}
      label={label}
      sx={{ justifySelf: 'start' }}
    />
  );
}

function AnswerValueView({ question, value, fileUrl }: { question: Question; value: AnswerValue; fileUrl: string | null }) {
  switch (value.kind) {
    case 'text':
      return value.text.trim() === '' ? (
        <Typography color="text.secondary">No answer</Typography>
      ) : (
        // Plain text as written: line breaks and paragraphs kept, nothing read as HTML.
        <Typography
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.default' }}
        >
          {value.text}
        </Typography>
      );
    case 'single_choice':
    case 'multiple_choice': {
      const labels = choiceLabels(question, value.choiceIds);
      if (labels.length === 0) return <Typography color="text.secondary">No option chosen</Typography>;
      if (value.kind === 'single_choice' && labels.length === 1) return <Typography>{labels[0]}</Typography>;
      return (
        <Box component="ul" aria-label="Chosen options" sx={{ m: 0, pl: 2.5 }}>
          {labels.map((label, i) => (
            <Typography component="li" key={value.choiceIds[i]}>
              {label}
            </Typography>
          ))}
        </Box>
      );
    }
    case 'yes_no':
      return <Typography>{value.yes ? 'Yes' : 'No'}</Typography>;
    case 'number':
      return <Typography>{value.number.toLocaleString()}</Typography>;
    case 'date':
      return <Typography>{formatDate(value.date)}</Typography>;
    case 'file': {
      const name = `${value.file.name} (${fileSizeText(value.file.sizeBytes)})`;
      return fileUrl ? (
        <Button
          component="a"
          href={fileUrl}
          download={value.file.name}
          variant="outlined"
          startIcon={<DownloadRounded />}
          sx={{ justifySelf: 'start', overflowWrap: 'anywhere', textAlign: 'left' }}
        >
          Download {name}
        </Button>
      ) : (
        <Typography>{name}: the file is no longer available.</Typography>
      );
    }
  }
}

interface QuestionAnswerProps {
  question: Question;
  answer: Answer | null;
  /** Read out as the answer's name, e.g. 'Answer to question 2'. */
  label: string;
  onPrevious?: () => void;
  onNext?: () => void;
}

/** In the player's place for a question answered without recording: the answer, its screening flag and when it was given. */
export function QuestionAnswer({ question, answer, label, onPrevious, onNext }: QuestionAnswerProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box component="section" aria-label={label} sx={{ display: 'grid', gap: 1.5 }}>
        {!answer ? (
          <Box>
            <Typography color="text.secondary">No answer</Typography>
            {!question.required && (
              <Typography variant="body2" color="text.secondary">
                This question was optional.
              </Typography>
            )}
          </Box>
        ) : (
          <>
            {answer.qualifies !== null && <ScreeningFlag qualifies={answer.qualifies} />}
            <AnswerValueView question={question} value={answer.value} fileUrl={answer.fileUrl} />
            <Typography variant="caption" color="text.secondary">
              Answered {formatMoment(answer.answeredAt)}
            </Typography>
          </>
        )}
      </Box>
      {/* The player's Previous and Next, for a reviewer stepping through the interview. */}
      {(onPrevious || onNext) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {onPrevious && (
            <Button size="small" color="inherit" startIcon={<SkipPreviousRounded />} onClick={onPrevious}>
              Previous question
            </Button>
          )}
          {onNext && (
            <Button size="small" color="inherit" endIcon={<SkipNextRounded />} onClick={onNext}>
              Next question
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
