import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface InviteMethodCardProps {
  title: string;
  description: string;
  icon: ReactNode;
  onSelect: () => void;
  busy?: boolean;
  disabled?: boolean;
  badge?: string;
}

/** One way of inviting candidates: the whole card is one button (Enter or Space selects it). */
export function InviteMethodCard({ title, description, icon, onSelect, busy, disabled, badge }: InviteMethodCardProps) {
  const id = useId();
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', display: 'flex', overflow: 'hidden' }}>
      <ButtonBase
        // Busy stays enabled: a disabled button would drop the keyboard focus, and the dialog
        // that opens next would then hand it back to the page instead of this card.
        onClick={busy ? undefined : onSelect}
        disabled={disabled}
        aria-describedby={`${id}-text`}
        aria-busy={busy || undefined}
        sx={(t) => ({
          flexGrow: 1,
          display: 'grid',
          gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', md: 'minmax(0, 1fr)' },
          justifyItems: { md: 'center' },
          alignItems: 'center',
          alignContent: 'start',
          textAlign: { xs: 'left', md: 'center' },
          columnGap: 2,
          rowGap: 1,
          p: { xs: 2, md: 3 },
          minHeight: { md: 210 },
          opacity: disabled ? 0.55 : 1,
          transition: 'background-color 120ms, box-shadow 120ms',
          '&:hover': { bgcolor: t.palette.action.hover },
        })}
      >
        <Box
          aria-hidden
          sx={{
            gridRow: { xs: 'span 2', md: 'auto' },
            width: 56,
            height: 56,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.selected',
            color: 'text.primary',
            '& svg': { fontSize: 28 },
          }}
        >
          {busy ? <CircularProgress size={24} color="inherit" /> : icon}
        </Box>
        <Typography component="span" variant="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {title}
          {badge && <Chip size="small" label={badge} color="secondary" variant="outlined" component="span" />}
        </Typography>
        <Typography id={`${id}-text`} component="span" variant="body2" color="text.secondary">
          {description}
        </Typography>
      </ButtonBase>
    </Paper>
  );
}
