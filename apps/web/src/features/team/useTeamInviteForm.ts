import { useRef, useState, type FormEvent } from 'react';
import { MSG } from '@candid/shared';
import { ApiError } from '../../api/client';
import { emailExists, useInviteTeam, type TeamInviteRow } from '../../api/users';
import { notify } from '../../components/notify';
import { emailEntryError } from './teamInvite';

interface TeamInviteFormOptions {
  enterpriseId: number;
  /** The inviter's name for the email. */
  fromName: string;
  /** The plan has no invites left (402): the caller shows the package-limit dialog. */
  onPlanLimit: () => void;
  /** The toast for any other refusal of the send. */
  failureText?: (error: unknown) => string;
}

/** The state and rules of a team-invite form, shared by the Invite-user dialog and onboarding. */
export type TeamInviteForm = ReturnType<typeof useTeamInviteForm>;

/**
 * SPEC §5 (invite users): the email chips (each address checked by pattern, then by the server),
 * the required access level, and Send (POST /Message/SendInviteUser), one send at a time; each
 * send's per-recipient rows are added to `results` (null until the first send).
 */
export function useTeamInviteForm({ enterpriseId, fromName, onPlanLimit, failureText = () => MSG.somethingWentWrongDot }: TeamInviteFormOptions) {
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

  /** Turns the typed address into a chip when it is valid and not taken; resolves the chips to send. */
  const commit = (): Promise<string[] | null> => {
    if (inFlight.current) return inFlight.current;
    const run = check().finally(() => {
      inFlight.current = null;
    });
    inFlight.current = run;
    return run;
  };

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

  /** Sends the chips (and the typed address); resolves to this send's rows, or null when nothing went out. */
  const send = async (): Promise<TeamInviteRow[] | null> => {
    if (invite.isPending || emailError) return null;
    if (level === null) setLevelError(true);
    const recipients = await commit();
    if (!recipients || level === null) return null;
    if (recipients.length === 0) {
      setEmailError(MSG.validEmail);
      return null;
    }
    try {
      const rows = await invite.mutateAsync({ enterpriseId, accessLevel: level, emails: recipients, fromName });
      setResults((old) => [...(old ?? []), ...rows]);
      setChips([]);
      return rows;
    } catch (e) {
      if (e instanceof ApiError && e.status === 402) onPlanLimit();
      else notify.error(failureText(e));
      return null;
    }
  };

  return {
    chips,
    text,
    emailError,
    checking,
    level,
    levelError,
    results,
    sending: invite.isPending,
    /** Addresses typed or chipped but not sent yet. */
    unsent: chips.length > 0 || text.trim() !== '',
    send,
    commit: () => void commit(),
    removeChip: (email: string) => setChips(chips.filter((c) => c !== email)),
    changeText: (value: string) => {
      setText(value);
      setEmailError(null);
      checkingFor.current = '';
      setChecking(false);
    },
    chooseLevel: (value: number) => {
      setLevel(value);
      setLevelError(false);
    },
    onSubmit: (e: FormEvent) => {
      e.preventDefault();
      void send();
    },
  };
}
