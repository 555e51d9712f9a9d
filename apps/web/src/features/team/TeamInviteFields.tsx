import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { INVITABLE_LEVELS, MSG } from '@candid/shared';
import type { TeamInviteRow } from '../../api/users';
import { TeamEmailField } from './TeamEmailField';
import { inviteRowText } from './teamInvite';
import type { TeamInviteForm } from './useTeamInviteForm';

interface TeamInviteFieldsProps {
  form: TeamInviteForm;
  /** Also off while the caller is busy (e.g. onboarding finishing); always off while sending. */
  disabled?: boolean;
  /** The access levels side by side instead of stacked. */
  row?: boolean;
}

/** The team-invite form's fields: the email chips and the required access level. */
export function TeamInviteFields({ form, disabled = false, row = false }: TeamInviteFieldsProps) {
  const off = form.sending || disabled;
  return (
    <>
      <TeamEmailField
        chips={form.chips}
        onRemove={form.removeChip}
        text={form.text}
        onTextChange={form.changeText}
        onCommit={form.commit}
        error={form.emailError}
        checking={form.checking}
        disabled={off}
      />
      <FormControl error={form.levelError} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend">Access level</FormLabel>
        <RadioGroup
          row={row}
          name="accessLevel"
          value={form.level === null ? '' : String(form.level)}
          onChange={(e) => form.chooseLevel(Number(e.target.value))}
        >
          {INVITABLE_LEVELS.map((l) => (
            <FormControlLabel key={l.id} value={String(l.id)} control={<Radio />} label={l.label} disabled={off} />
          ))}
        </RadioGroup>
        {form.levelError && <FormHelperText>{MSG.selectAccessLevel}</FormHelperText>}
      </FormControl>
    </>
  );
}

/** Each recipient's outcome of the sends so far: sent, or why not. */
export function InviteResultList({ rows }: { rows: TeamInviteRow[] }) {
  return (
    <List aria-label="Invitation results" role="status" disablePadding>
      {rows.map((row, i) => (
        <ListItem key={`${i}-${row[3]}`} disableGutters>
          <ListItemIcon sx={{ minWidth: 36 }}>
            {row[1] === '200' ? (
              <CheckCircleRounded color="success" aria-label="Sent" />
            ) : (
              <ErrorOutlineRounded color="error" aria-label="Not sent" />
            )}
          </ListItemIcon>
          <ListItemText primary={inviteRowText(row)} secondary={row[1] === '200' ? undefined : row[3]} sx={{ overflowWrap: 'anywhere' }} />
        </ListItem>
      ))}
    </List>
  );
}
