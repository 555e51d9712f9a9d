import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** One filled-in field as people read it: its label and the value as words (a file: a download). */
export interface FormAnswerItem {
  fieldId: string;
  label: string;
  answerText: string;
  fileUrl: string | null;
}

/**
 * A candidate's application form (issue 29) as a list of label and answer, for the candidate page
 * and the share view (inside a section that names it). Written answers keep their line breaks.
 */
export function FormAnswerList({ items }: { items: readonly FormAnswerItem[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 30%) 1fr' } }}>
      {items.map((item) => (
        <Box key={item.fieldId} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {item.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {item.fileUrl ? (
              <Link href={item.fileUrl} download>
                {item.answerText}
              </Link>
            ) : (
              item.answerText
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
