import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';

interface CollapsibleSectionProps {
  title: string;
  expanded: boolean;
  onToggle: () => void;
  /** Controls shown beside the heading while the section is open (e.g. Generate). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One section of the create-job screen: its heading is a button with aria-expanded. */
export function CollapsibleSection({ title, expanded, onToggle, actions, children }: CollapsibleSectionProps) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-heading`} sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: { xs: 1, sm: 2 }, flexWrap: 'wrap' }}>
        <Typography component="h2" id={`${id}-heading`} sx={{ flexGrow: 1, m: 0 }}>
          <ButtonBase
            aria-expanded={expanded}
            aria-controls={`${id}-panel`}
            onClick={onToggle}
            sx={{ width: '100%', justifyContent: 'flex-start', gap: 1, px: { xs: 2, sm: 2.5 }, py: 2, borderRadius: 0 }}
          >
            <ExpandMoreRounded
              aria-hidden
              sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(0deg)' : 'rotate(-90deg)' }}
            />
            <Typography component="span" variant="h3">
              {title}
            </Typography>
          </ButtonBase>
        </Typography>
        {expanded && actions && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', pl: { xs: 2, sm: 0 }, pb: { xs: 1.5, sm: 0 } }}>
            {actions}
          </Box>
        )}
      </Box>
      <Collapse in={expanded} id={`${id}-panel`} role="region" aria-labelledby={`${id}-heading`}>
        <Box sx={{ px: { xs: 2, sm: 2.5 }, pb: 2.5, pt: 0.5 }}>{children}</Box>
      </Collapse>
    </Paper>
  );
}
