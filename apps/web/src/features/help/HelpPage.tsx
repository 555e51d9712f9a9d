import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MSG } from '@candid/shared';
import { PageHeader } from '../../components/PageHeader';
import { HELP_GUIDES, operatorContact } from '../../content/help';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { SHORTCUTS } from '../candidates/ShortcutsHelp';

/** /help: short guides for the main tasks, the review player's keyboard shortcuts and whom to contact. */
export function HelpPage() {
  useDocumentTitle('Help');
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }}>
      <PageHeader title="Help" />
      <Stack spacing={2}>
        <Section id="guides" title="Guides">
          <Stack spacing={2.5}>
            {HELP_GUIDES.map((guide) => (
              <Box key={guide.id} id={guide.id} component="section" aria-labelledby={`${guide.id}-title`}>
                <Typography id={`${guide.id}-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {guide.title}
                </Typography>
                <Box component="ol" sx={{ m: 0, mt: 0.5, pl: 2.5, '& li + li': { mt: 0.5 } }}>
                  {guide.steps.map((step) => (
                    <Typography key={step} component="li" variant="body1">
                      {step}
                    </Typography>
                  ))}
                </Box>
              </Box>
            ))}
          </Stack>
        </Section>

        <Section id="shortcuts" title="Keyboard shortcuts">
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {MSG.helpShortcutsIntro}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
            {SHORTCUTS.map((s) => (
              <Box key={s.keys} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  <Box component="kbd" sx={{ fontFamily: 'inherit', px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover' }}>
                    {s.keys}
                  </Box>
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {s.action}
                </Typography>
              </Box>
            ))}
          </Box>
        </Section>

        <Section id="contact" title="Contact">
          <ContactText />
        </Section>
      </Stack>
    </Box>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The operator's contact when this server has one, else the administrator. */
function ContactText() {
  const contact = operatorContact();
  if (!contact?.email && !contact?.url) return <Typography>{MSG.helpContactAdministrator}</Typography>;
  return (
    <Typography>
      {MSG.helpContactOperator}{' '}
      {contact.email && <Link href={`mailto:${contact.email}`}>{contact.email}</Link>}
      {contact.email && contact.url && ' or '}
      {contact.url && (
        <Link href={contact.url} target="_blank" rel="noopener noreferrer">
          {contact.url}
        </Link>
      )}
    </Typography>
  );
}
