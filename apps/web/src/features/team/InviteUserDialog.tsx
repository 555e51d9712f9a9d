import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { INVITABLE_LEVELS, MSG } from '@candid/shared';
import { ApiError } from '../../api/client';
import { emailExists, useInviteTeam, type TeamInviteRow } from '../../api/users';
import { notify } from '../../components/notify';
import { TeamEmailField } from './TeamEmailField';
import { emailEntryError, inviteRowText } from './teamInvite';

interface InviteUserDialogProps {
  open: boolean;
  onClose: () => void;
  enterpriseId: number;
  /** The inviter's name for the email. */
  fromName: string;
  /** The plan has no invites left (402): the page shows the package-limit dialog. */
  onPlanLimit: () => void;
}

/** SPEC §2 Invite-user dialog with the SPEC §5 rules; mounted only while open, so it starts empty. */
export function InviteUserDialog(props: InviteUserDialogProps) {
  return props.open ? <InviteUserForm {...props} /> : null;
}

function InviteUserForm({ onClose, enterpriseId, fromName, onPlanLimit }: InviteUserDialogProps) {
  const id = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const invite = useInviteTeam();
  const [chips, setChips] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [level, setLevel] = useState<number | null>(null);
  const [levelError, setLevelError] = useState(false);
  const [results, setResults] = useState<TeamInviteRow[] | null>(null);
  // The last address sent to the server check: a slower answer for older text is ignored.
  const checkingFor = useRef('');
  // A check started by blur (e.g. the pointer going to Send): Send waits for it instead of asking twice.
  const inFlight = useRef<Promise<string[] | null> | null>(null);

  const commit = (): Promise<string[] | null> => {
    if (inFlight.current) return inFlight.current;
    const run = check().finally(() => {
      inFlight.current = null;
    });
    inFlight.current = run;
    return run;
  };

  /** Validates the typed address and, when it passes, asks the server; resolves the chips to send. */
  const check = async (): Promise<string[] | null> => {
    const email = text.trim();
    if (!email) return chips;
    if (chips.some((c) => c.toLowerCase() === email.toLowerCase())) {
      setText('');
      return chips;
    }
    const invalid = emailEntryError(email);
    if (invalid) {
      setEmailError(invalid);
      return null;
    }
    checkingFor.current = email;
    setChecking(true);
    try {
      const exists = await emailExists(email, enterpriseId);
      if (checkingFor.current !== email) return null;
      const error = emailEntryError(email, exists);
      setEmailError(error);
      if (error) return null;
      const next = [...chips, email];
      setChips(next);
      setText('');
      return next;
    } catch {
      if (checkingFor.current === email) setEmailError(MSG.somethingWentWrongDot);
      return null;
    } finally {
      if (checkingFor.current === email) setChecking(false);
    }
  };

  const send = async () => {
    if (invite.isPending || emailError) return;
    if (level === null) setLevelError(true);
    const recipients = await commit();
    if (!recipients || level === null) return;
    if (recipients.length === 0) {
      setEmailError(MSG.validEmail);
      return;
    }
    try {
      const rows = await invite.mutateAsync({ enterpriseId, accessLevel: level, emails: recipients, fromName });
      setResults(rows);
    } catch (e) {
      if (e instanceof ApiError && e.status === 402) {
        onClose();
        onPlanLimit();
      } else {
        notify.error(MSG.somethingWentWrongDot);
      }
    }
  };

  const blocked = invite.isPending || emailError !== null;
  return (
    <Dialog open onClose={invite.isPending ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={`${id}-title`} sx={{ pr: 6 }}>
        Invite User
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} disabled={invite.isPending} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseRounded />
      </IconButton>
      {results ? (
        <>
          <DialogContent>
            <List aria-label="Invitation results" role="status" disablePadding>
              {results.map((row) => (
                <ListItem key={`${row[0]}-${row[3]}`} disableGutters>
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
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3 }}>
            <Button variant="contained" fullWidth onClick={onClose}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <DialogContent sx={{ display: 'grid', gap: 3, pt: 1 }}>
            <Box sx={{ pt: 1 }}>
              <TeamEmailField
                chips={chips}
                onRemove={(email) => setChips(chips.filter((c) => c !== email))}
                text={text}
                onTextChange={(value) => {
                  setText(value);
                  setEmailError(null);
                  checkingFor.current = '';
                  setChecking(false);
                }}
                onCommit={() => void commit()}
                error={emailError}
                checking={checking}
                disabled={invite.isPending}
              />
            </Box>
            <FormControl error={levelError} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <FormLabel component="legend">Access level</FormLabel>
              <RadioGroup
                name="accessLevel"
                value={level === null ? '' : String(level)}
                onChange={(e) => {
                  setLevel(Number(e.target.value));
                  setLevelError(false);
                }}
              >
                {INVITABLE_LEVELS.map((l) => (
                  <FormControlLabel key={l.id} value={String(l.id)} control={<Radio />} label={l.label} disabled={invite.isPending} />
                ))}
              </RadioGroup>
              {levelError && <FormHelperText>{MSG.selectAccessLevel}</FormHelperText>}
            </FormControl>
            {invite.isPending && (
              <Alert severity="info" icon={<CircularProgress size={18} aria-hidden />}>
                Sending invitations…
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3 }}>
            <Button
              type="submit"
              variant="contained"
              fullWidth
              disabled={blocked}
              startIcon={invite.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              Send
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
