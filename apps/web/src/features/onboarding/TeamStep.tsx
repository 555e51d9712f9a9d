import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
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
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { INVITABLE_LEVELS, MSG } from '@candid/shared';
import { ApiError, errorMessage } from '../../api/client';
import { emailExists, useInviteTeam, type TeamInviteRow } from '../../api/users';
import { PackageLimitDialog } from '../../components/PackageLimitDialog';
import { notify } from '../../components/notify';
import { TeamEmailField } from '../team/TeamEmailField';
import { emailEntryError, inviteRowText } from '../team/teamInvite';
import { StepActions } from './StepActions';

interface TeamStepProps {
  enterpriseId: number;
  /** The inviter's name for the email. */
  fromName: string;
  onBack: () => void;
  /** Ends onboarding. */
  onFinish: () => void;
  finishing: boolean;
}

/**
 * Step 3 (optional): invite colleagues by email with an access level (POST
 * /Message/SendInviteUser, the team page's rules), each recipient's outcome listed. Continue
 * sends what is still in the field first and finishes only when every address went out.
 */
export function TeamStep({ enterpriseId, fromName, onBack, onFinish, finishing }: TeamStepProps) {
  const invite = useInviteTeam();
  const [chips, setChips] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [level, setLevel] = useState<number | null>(null);
  const [levelError, setLevelError] = useState(false);
  const [results, setResults] = useState<TeamInviteRow[]>([]);
  const [limitOpen, setLimitOpen] = useState(false);
  // A check started by blur (e.g. the pointer going to Send): Send waits for it instead of asking twice.
  const inFlight = useRef<Promise<string[] | null> | null>(null);

  /** Turns the typed address into a chip when it is valid and not taken; resolves the chips to send. */
  const commit = (): Promise<string[] | null> => {
    if (inFlight.current) return inFlight.current;
    const run = (async () => {
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
      setChecking(true);
      try {
        const error = emailEntryError(email, await emailExists(email, enterpriseId));
        setEmailError(error);
        if (error) return null;
        const next = [...chips, email];
        setChips(next);
        setText('');
        return next;
      } catch {
        setEmailError(MSG.somethingWentWrongDot);
        return null;
      } finally {
        setChecking(false);
      }
    })().finally(() => {
      inFlight.current = null;
    });
    inFlight.current = run;
    return run;
  };

  /** Sends the chips; true when every address was invited. */
  const send = async (): Promise<boolean> => {
    if (invite.isPending || emailError) return false;
    if (level === null) setLevelError(true);
    const recipients = await commit();
    if (!recipients || level === null) return false;
    if (recipients.length === 0) {
      setEmailError(MSG.validEmail);
      return false;
    }
    try {
      const rows = await invite.mutateAsync({ enterpriseId, accessLevel: level, emails: recipients, fromName });
      setResults((old) => [...old, ...rows]);
      setChips([]);
      return rows.every(([, status]) => status === '200');
    } catch (e) {
      if (e instanceof ApiError && e.status === 402) setLimitOpen(true);
      else notify.error(errorMessage(e, MSG.somethingWentWrongDot));
      return false;
    }
  };

  const next = async () => {
    const pending = chips.length > 0 || text.trim() !== '';
    if (pending && !(await send())) return;
    onFinish();
  };

  const sending = invite.isPending;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography color="text.secondary">
        Colleagues you invite get an email with a link to join your company on Candid. Administrators can create jobs and
        invite candidates; Hiring Managers review and rate the candidates of their jobs.
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label="Invite your team"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
        sx={{ display: 'grid', gap: 2.5 }}
      >
        <TeamEmailField
          chips={chips}
          onRemove={(email) => setChips(chips.filter((c) => c !== email))}
          text={text}
          onTextChange={(value) => {
            setText(value);
            setEmailError(null);
          }}
          onCommit={() => void commit()}
          error={emailError}
          checking={checking}
          disabled={sending || finishing}
        />
        <FormControl error={levelError} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend">Access level</FormLabel>
          <RadioGroup
            row
            name="accessLevel"
            value={level === null ? '' : String(level)}
            onChange={(e) => {
              setLevel(Number(e.target.value));
              setLevelError(false);
            }}
          >
            {INVITABLE_LEVELS.map((l) => (
              <FormControlLabel key={l.id} value={String(l.id)} control={<Radio />} label={l.label} disabled={sending || finishing} />
            ))}
          </RadioGroup>
          {levelError && <FormHelperText>{MSG.selectAccessLevel}</FormHelperText>}
        </FormControl>
        <Box>
          <Button
            type="submit"
            variant="outlined"
            disabled={sending || finishing || emailError !== null}
            startIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            Send invitations
          </Button>
        </Box>
      </Box>
      {sending && <Alert severity="info">Sending invitations…</Alert>}
      {results.length > 0 && (
        <List aria-label="Invitation results" role="status" disablePadding>
          {results.map((row, i) => (
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
      )}
      <StepActions onBack={onBack} onSkip={onFinish} onContinue={() => void next()} busy={sending} continuing={finishing} />
      <PackageLimitDialog open={limitOpen} onClose={() => setLimitOpen(false)} />
    </Box>
  );
}
