import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MSG } from '@candid/shared';
import { PageHeader } from '../../components/PageHeader';
import { usePlanSummary } from '../../api/plan';
import { HELP_GUIDES } from '../../content/help';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { SHORTCUTS, ShortcutList } from '../candidates/ShortcutsHelp';

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
          <ShortcutList shortcuts={SHORTCUTS} wide />
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

/**
 * The operator's contact when this server has one (OPERATOR_CONTACT_EMAIL / _URL, sent with the plan
 * summary), else the administrator; nothing while the summary loads.
 */
function ContactText() {
  const plan = usePlanSummary();
  if (plan.isPending) return <Skeleton width="60%" />;
  const contact = plan.data?.operatorContact;
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
