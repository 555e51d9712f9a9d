import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCESSIBILITY_STATEMENT, STATEMENT_REVIEWED } from '../../content/accessibility';
import { formatDate } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PublicFrame } from './LegalPage';

/** /accessibility: the accessibility statement, public (issue 32). */
export function AccessibilityPage() {
  useDocumentTitle('Accessibility statement');
  return (
    <PublicFrame>
      <Stack spacing={3} component="article">
        <Stack spacing={1}>
          <Typography variant="h1">Accessibility statement</Typography>
          <Typography color="text.secondary">Last reviewed on {formatDate(STATEMENT_REVIEWED)}.</Typography>
        </Stack>
        {ACCESSIBILITY_STATEMENT.map((section) => (
          <Stack component="section" spacing={1} key={section.heading}>
            <Typography variant="h2">{section.heading}</Typography>
            {section.paragraphs?.map((text) => <Typography key={text}>{text}</Typography>)}
            {section.items ? (
              <Stack component="ul" spacing={0.75} sx={{ m: 0, pl: 3 }}>
                {section.items.map((text) => (
                  <Typography component="li" key={text}>
                    {text}
                  </Typography>
                ))}
              </Stack>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </PublicFrame>
  );
}
