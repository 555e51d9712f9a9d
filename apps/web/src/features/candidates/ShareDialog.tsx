import { useId, useState, type FocusEvent } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { REVIEW_SHARE_LIMITS, reviewShareCreateSchema } from '@candid/shared';
import { errorMessage } from '../../api/client';
import { useCreateReviewShare, useReviewShares, useRevokeReviewShare, type ReviewShareCreated, type ReviewShareRow } from '../../api/shares';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../components/notify';
import { copyText } from '../../lib/clipboard';
import { formatMoment } from './format';

interface ShareDialogProps {
  open: boolean;
  campaignId: number;
  /** The candidates the new link shows (one, or a shortlist of one job). */
  campaignLineIds: number[];
  /** e.g. the candidate's name, for the title. */
  subject: string;
  onClose: () => void;
}

const shareState = (s: ReviewShareRow): { label: string; color: 'success' | 'default' } => {
  if (s.revokedAt) return { label: 'Revoked', color: 'default' };
  if (dayjs(s.expiresAt).isBefore(dayjs())) return { label: 'Expired', color: 'default' };
  return { label: 'Active', color: 'success' };
};

/**
 * Creates an expiring link for review without an account (optionally anonymised) and lists the
 * job's links with their visits and guest ratings, each revocable.
 */
export function ShareDialog({ open, campaignId, campaignLineIds, subject, onClose }: ShareDialogProps) {
  const id = useId();
  const shares = useReviewShares(campaignId, open);
  const create = useCreateReviewShare(campaignId);
  const revoke = useRevokeReviewShare(campaignId);
  const [anonymised, setAnonymised] = useState(false);
  const [days, setDays] = useState(String(REVIEW_SHARE_LIMITS.defaultDays));
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<ReviewShareCreated | null>(null);
  const [revoking, setRevoking] = useState<ReviewShareRow | null>(null);

  const close = () => {
    setCreated(null);
    setErrors({});
    setLabel('');
    setAnonymised(false);
    setDays(String(REVIEW_SHARE_LIMITS.defaultDays));
    onClose();
  };

  const submit = async () => {
    const parsed = reviewShareCreateSchema.safeParse({
      campaignLineIds,
      anonymised,
      expiresInDays: Number(days),
      label: label.trim() || undefined,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.path[0] === 'expiresInDays' ? daysMessage : i.message])),
      );
      return;
    }
    setErrors({});
    try {
      setCreated(await create.mutateAsync(parsed.data));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const onRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notify.success('Link revoked');
      setRevoking(null);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>Share for review</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Anyone with the link can watch the answers of {subject} and leave a rating and comment, without an account, until
          it expires or you revoke it. Every visit and rating is recorded.
        </Typography>
        {created ? (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <TextField
              label="Share link"
              value={created.url}
              slotProps={{
                htmlInput: { readOnly: true, onFocus: (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select() },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Tooltip title="Copy">
                        <IconButton aria-label="Copy the share link" edge="end" onClick={() => void copyText(created.url)}>
                          <ContentCopyRounded />
                        </IconButton>
                      </Tooltip>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Typography variant="body2" color="text.secondary">
              Expires {formatMoment(created.expiresAt)}. The link is shown only now: copy it before closing.
            </Typography>
          </Box>
        ) : (
          <Box
            component="form"
            noValidate
            aria-label="New share link"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
            sx={{ display: 'grid', gap: 2 }}
          >
            <FormControlLabel
              control={<Switch checked={anonymised} onChange={(e) => setAnonymised(e.target.checked)} />}
              label="Hide name and resume"
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' } }}>
              <TextField
                label="Expires in (days)"
                type="number"
                value={days}
                onChange={(e) => setDays(e.target.value)}
                error={!!errors.expiresInDays}
                helperText={errors.expiresInDays}
                slotProps={{ htmlInput: { min: REVIEW_SHARE_LIMITS.minDays, max: REVIEW_SHARE_LIMITS.maxDays } }}
              />
              <TextField
                label="Label (optional)"
                placeholder="e.g. For the client"
                value={label}
                onChange={(e) => setLabel(e.target.value)}
                error={!!errors.label}
                helperText={errors.label}
                slotProps={{ htmlInput: { maxLength: REVIEW_SHARE_LIMITS.labelMax } }}
              />
            </Box>
            {errors.campaignLineIds && <Alert severity="error">{errors.campaignLineIds}</Alert>}
            <Box>
              <Button
                type="submit"
                variant="contained"
                disabled={create.isPending}
                startIcon={create.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
              >
                Create link
              </Button>
            </Box>
          </Box>
        )}

        <Divider sx={{ my: 3 }} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          Links for this job
        </Typography>
        {shares.isPending ? (
          <CircularProgress size={20} aria-label="Loading links" />
        ) : shares.isError ? (
          <Alert severity="error">{errorMessage(shares.error)}</Alert>
        ) : shares.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No links yet.
          </Typography>
        ) : (
          <Box component="ul" aria-label="Share links" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {shares.data.map((s) => {
              const state = shareState(s);
              const name = s.label || `Link of ${formatMoment(s.created)}`;
              return (
                <Box component="li" key={s.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography sx={{ fontWeight: 600 }} noWrap>
                        {name}
                      </Typography>
                      <Chip size="small" label={state.label} color={state.color} variant={state.color === 'default' ? 'outlined' : 'filled'} />
                      {s.anonymised && <Chip size="small" label="Anonymised" variant="outlined" />}
                    </Box>
                    <Typography variant="body2" color="text.secondary">
                      {s.candidateCount} {s.candidateCount === 1 ? 'candidate' : 'candidates'} · {s.visitCount}{' '}
                      {s.visitCount === 1 ? 'visit' : 'visits'} · {s.ratingCount} {s.ratingCount === 1 ? 'rating' : 'ratings'}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {s.createdBy ? `By ${s.createdBy.name} · ` : ''}
                      {s.revokedAt ? `Revoked ${formatMoment(s.revokedAt)}` : `Expires ${formatMoment(s.expiresAt)}`}
                    </Typography>
                  </Box>
                  {state.label === 'Active' && (
                    <Button color="error" size="small" aria-label={`Revoke ${name}`} onClick={() => setRevoking(s)}>
                      Revoke
                    </Button>
                  )}
                </Box>
              );
            })}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} variant={created ? 'contained' : 'text'} color={created ? 'primary' : 'inherit'}>
          Done
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke link"
        text={`"${revoking ? revoking.label || 'This link' : ''}" will stop working at once for everyone who has it.`}
        confirmLabel="Revoke"
        destructive
        busy={revoke.isPending}
        onConfirm={() => void onRevoke()}
        onClose={() => setRevoking(null)}
      />
    </Dialog>
  );
}

const daysMessage = `Choose ${REVIEW_SHARE_LIMITS.minDays} to ${REVIEW_SHARE_LIMITS.maxDays} days.`;
