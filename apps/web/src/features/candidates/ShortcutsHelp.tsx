import { useId } from 'react';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export const SEEK_SECONDS = 5;

/** The keyboard shortcuts, as the help (?) lists them; the question keys only where there are questions to go to. */
export const SHORTCUTS: { keys: string; action: string; questions?: true; captions?: true }[] = [
  { keys: 'Space or K', action: 'Play or pause' },
  { keys: 'J or ←', action: `Back ${SEEK_SECONDS} seconds` },
  { keys: 'L or →', action: `Forward ${SEEK_SECONDS} seconds` },
  { keys: '< and >', action: 'Slower and faster' },
  { keys: 'M', action: 'Mute or unmute' },
  { keys: 'F', action: 'Full screen' },
  { keys: 'C', action: 'Captions on or off', captions: true },
  { keys: 'N and P', action: 'Next and previous question', questions: true },
  { keys: '?', action: 'Show these shortcuts' },
];

type Shortcut = (typeof SHORTCUTS)[number];

/** Keys and what they do, as a description list: the player's popover and the Help page show it. */
export function ShortcutList({ shortcuts, wide = false }: { shortcuts: readonly Shortcut[]; wide?: boolean }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: wide ? 'max-content 1fr' : 'auto 1fr', columnGap: wide ? 3 : 2, rowGap: wide ? 1 : 0.75, m: 0 }}>
      {shortcuts.map((s) => (
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
  );
}

/** The words of the shortcuts' popover, part of the player's (candidates/playerWords.ts). */
export interface ShortcutsWords {
  keyboardShortcuts: string;
  shortcutsHint: string;
  shortcuts: readonly Shortcut[];
}

/** The review player's keyboard shortcuts in a popover by its help (?) button; the question keys only where there are questions to go to. */
export function ShortcutsHelp({
  open,
  anchor,
  onClose,
  questions,
  captions,
  words,
}: {
  open: boolean;
  anchor: HTMLElement | null;
  onClose: () => void;
  questions: boolean;
  captions: boolean;
  words: ShortcutsWords;
}) {
  const titleId = useId();
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, maxWidth: 360 } } }}
    >
      <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {words.keyboardShortcuts}
      </Typography>
      <ShortcutList shortcuts={words.shortcuts.filter((s) => (!s.questions || questions) && (!s.captions || captions))} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        {words.shortcutsHint}
      </Typography>
    </Popover>
  );
}
