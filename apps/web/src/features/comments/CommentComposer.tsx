import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import type { User } from '../../api/entities';
import { useCurrentUser } from '../../api/users';
import { UserAvatar } from '../../components/UserAvatar';
import { mentionName, mentionQuery, mentionTargets, mentionedIds, noMentionNote } from './mentions';

interface CommentComposerProps {
  label: string;
  team: User[];
  initialValue?: string;
  /** Focus the input when shown (default); off for a composer that is always on the page. */
  autoFocus?: boolean;
  onConfirm: (text: string, mentionedUserIds: number[]) => Promise<boolean> | boolean;
  onCancel: () => void;
}

/**
 * A comment input with confirm/cancel; typing '@' offers the other team members to mention, and
 * says why when it offers nobody (the writer alone, or only themself matching).
 */
export function CommentComposer({ label, team, initialValue = '', autoFocus = true, onConfirm, onCancel }: CommentComposerProps) {
  const id = useId();
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const anchorRef = useRef<HTMLDivElement | null>(null);
  const [value, setValue] = useState(initialValue);
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const selfId = useCurrentUser().data?.id;
  const targets = mentionTargets(team, selfId);
  const [chosen, setChosen] = useState<User[]>(() =>
    targets.filter((u) => initialValue.includes(`@${mentionName(u)}`)),
  );
  const [busy, setBusy] = useState(false);

  const candidates = query
    ? targets.filter((u) => mentionName(u).toLowerCase().includes(query.query.toLowerCase())).slice(0, 8)
    : [];
  const open = query !== null && candidates.length > 0;
  const note = query && !open ? noMentionNote(team, selfId, query.query) : null;

  const update = (text: string, caret: number) => {
    setValue(text);
    setQuery(mentionQuery(text, caret));
    setActive(0);
  };

  const pick = (u: User) => {
    if (!query) return;
    const insert = `@${mentionName(u)} `;
    const caret = query.start + 1 + query.query.length;
    const next = value.slice(0, query.start) + insert + value.slice(caret);
    setValue(next);
    setChosen((c) => (c.some((x) => x.id === u.id) ? c : [...c, u]));
    setQuery(null);
    const pos = query.start + insert.length;
    requestAnimationFrame(() => {
      inputRef.current?.focus();
      inputRef.current?.setSelectionRange(pos, pos);
    });
  };

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm(value, mentionedIds(value, chosen));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (open) {
      if (e.key === 'ArrowDown') {
        e.preventDefault();
        setActive((a) => (a + 1) % candidates.length);
        return;
      }
      if (e.key === 'ArrowUp') {
        e.preventDefault();
        setActive((a) => (a - 1 + candidates.length) % candidates.length);
        return;
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault();
        pick(candidates[active]);
        return;
      }
      if (e.key === 'Escape') {
        e.preventDefault();
        setQuery(null);
        return;
      }
    }
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void confirm();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onCancel();
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <Box ref={anchorRef} sx={{ flexGrow: 1 }}>
        <TextField
          size="small"
          autoFocus={autoFocus}
          multiline
          maxRows={6}
          value={value}
          placeholder={targets.length > 0 ? 'Write a comment. Type @ to mention a teammate.' : 'Write a comment.'}
          onChange={(e) => update(e.target.value, e.target.selectionStart ?? e.target.value.length)}
          onKeyDown={onKeyDown}
          inputRef={inputRef}
          slotProps={{
            htmlInput: {
              'aria-label': label,
              role: 'combobox',
              'aria-autocomplete': 'list',
              'aria-expanded': open,
              'aria-controls': open ? `${id}-mentions` : undefined,
              'aria-activedescendant': open ? `${id}-opt-${active}` : undefined,
              'aria-describedby': `${id}-note`,
            },
          }}
        />
        {/* Always in the page, so screen readers hear the note when it appears. */}
        <Typography id={`${id}-note`} role="status" variant="caption" color="text.secondary" component="p" sx={{ mt: note ? 0.5 : 0, px: 1.5 }}>
          {note}
        </Typography>
      </Box>
      <IconButton aria-label="Save comment" color="success" onClick={() => void confirm()} disabled={busy}>
        <CheckRounded />
      </IconButton>
      <IconButton aria-label="Cancel comment" onClick={onCancel} disabled={busy}>
        <CloseRounded />
      </IconButton>
      <Popper open={open} anchorEl={anchorRef.current} placement="bottom-start" sx={{ zIndex: (t) => t.zIndex.modal }}>
        <Paper elevation={4} sx={{ mt: 0.5, minWidth: 240 }}>
          <MenuList id={`${id}-mentions`} role="listbox" aria-label="Team members" dense>
            {candidates.map((u, i) => (
              <MenuItem
                key={u.id}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(u)}
              >
                <ListItemAvatar sx={{ minWidth: 40 }}>
                  <UserAvatar user={u} size={28} />
                </ListItemAvatar>
                <ListItemText primary={mentionName(u)} />
              </MenuItem>
            ))}
          </MenuList>
        </Paper>
      </Popper>
    </Box>
  );
}
