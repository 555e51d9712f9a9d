import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/PageHeader';
import { WHATS_NEW } from '../../content/whats-new';
import { formatDate } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** /whats-new: the product's changes, newest first, from content/whats-new.ts. */
export function WhatsNewPage() {
  useDocumentTitle("What's new");
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }}>
      <PageHeader title="What's new" />
      <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {WHATS_NEW.map((entry) => (
          <Paper key={`${entry.date} ${entry.title}`} component="li" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography component="time" dateTime={entry.date} variant="body2" color="text.secondary">
              {formatDate(entry.date)}
            </Typography>
            <Typography variant="h6" component="h2" sx={{ mt: 0.5 }}>
              {entry.title}
            </Typography>
            <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, '& li + li': { mt: 0.5 } }}>
              {entry.items.map((item) => (
                <Typography key={item} component="li" variant="body1">
                  {item}
                </Typography>
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
