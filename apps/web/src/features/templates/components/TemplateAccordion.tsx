import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';

interface TemplateAccordionProps {
  /** A DOM-safe id prefix for the header and panel. */
  id: string;
  expanded: boolean;
  onToggle: () => void;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Replaces the toggle while the title is being edited inline. */
  editor?: ReactNode;
  /** Controls beside the toggle (edit, delete, add); kept outside the toggle button. */
  actions?: ReactNode;
  /** Before the toggle, e.g. a drag handle. */
  leading?: ReactNode;
  children: ReactNode;
}

/**
 * One panel of an accordion list (SPEC §4: one open at a time; the parent owns which). The
 * header is a real button inside a heading, so the actions beside it stay separate controls.
 */
export function TemplateAccordion({
  id,
  expanded,
  onToggle,
  title,
  subtitle,
  editor,
  actions,
  leading,
  children,
}: TemplateAccordionProps) {
  const headerId = `${id}-header`;
  const panelId = `${id}-panel`;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pl: leading ? 0.5 : 0, pr: 1, minHeight: 56 }}>
        {leading}
        {editor ? (
          <Box sx={{ flex: 1, minWidth: 0, py: 1, pl: leading ? 0.5 : 2 }}>{editor}</Box>
        ) : (
          <Typography component="h3" sx={{ flex: 1, minWidth: 0, m: 0, fontSize: 'inherit', fontWeight: 'inherit' }}>
            <ButtonBase
              id={headerId}
              aria-expanded={expanded}
              aria-controls={expanded ? panelId : undefined}
              onClick={onToggle}
              sx={{
                width: '100%',
                justifyContent: 'flex-start',
                textAlign: 'left',
                gap: 1.25,
                py: 1.25,
                pl: leading ? 0.5 : 2,
                pr: 1,
                borderRadius: 1,
              }}
            >
              <ExpandMoreRounded
                aria-hidden
                sx={{
                  color: 'text.secondary',
                  flexShrink: 0,
                  transition: 'transform 150ms',
                  transform: expanded ? 'rotate(180deg)' : 'none',
                }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {title}
                </Typography>
                {subtitle && (
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {subtitle}
                  </Typography>
                )}
              </Box>
            </ButtonBase>
          </Typography>
        )}
        {actions && <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>{actions}</Box>}
      </Box>
      <Collapse in={expanded} unmountOnExit>
        <Box
          id={panelId}
          role="region"
          aria-labelledby={editor ? undefined : headerId}
          sx={(t) => ({ borderTop: `1px solid ${t.palette.divider}`, px: { xs: 1.5, sm: 2 }, py: 1.5 })}
        >
          {children}
        </Box>
      </Collapse>
    </Paper>
  );
}
