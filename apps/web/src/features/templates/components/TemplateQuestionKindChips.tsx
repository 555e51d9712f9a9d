import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { TemplateQuestion } from '../../../api/templates';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { KIND_LABELS } from '../../campaigns/questionKinds';

/** The answer type of a template question, and "Optional" when it is not required. */
export function TemplateQuestionKindChips({ question }: { question: TemplateQuestion }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5, flexShrink: 0 }}>
      <Chip
        size="small"
        variant="outlined"
        label={
          <>
            <Box component="span" sx={visuallyHidden}>
              Answer type:{' '}
            </Box>
            {KIND_LABELS[question.kind]}
          </>
        }
      />
      {!question.required && <Chip size="small" variant="outlined" label="Optional" />}
    </Box>
  );
}
