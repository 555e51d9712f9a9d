import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import IosShareRounded from '@mui/icons-material/IosShareRounded';
import { REVIEW_SHARE_LIMITS, candidateStage } from '@candid/shared';
import { candidateName, useBulkUpdateStatus } from '../../api/candidates';
import { errorMessage } from '../../api/client';
import type { CandidateListRow } from '../../api/entities';
import { notify } from '../../components/notify';
import { DECISION_OPTIONS } from './candidateStatus';
import { DeleteCandidatesButton } from './DeleteCandidates';
import { ShareDialog } from './ShareDialog';

/** Why the selected candidates cannot be shared in one link, if they cannot. */
function shareHint(selected: CandidateListRow[]): string | null {
  if (selected.length > REVIEW_SHARE_LIMITS.maxCandidates) {
    return `Choose at most ${REVIEW_SHARE_LIMITS.maxCandidates} candidates to share`;
  }
  if (selected.length === 0 || selected.some((l) => l.campaignId !== selected[0].campaignId)) {
    return 'Choose candidates of one job to share';
  }
  return null;
}

/** Above the list: one status change for every selected candidate, and a share link for a shortlist of one job. */
export function BulkBar({
  selected,
  allSelected,
  onToggleAll,
  onDone,
}: {
  selected: CandidateListRow[];
  allSelected: boolean;
  onToggleAll: (checked: boolean) => void;
  onDone: () => void;
}) {
  const bulk = useBulkUpdateStatus();
  const [status, setStatus] = useState<number | ''>('');
  const [sharing, setSharing] = useState(false);
  const ids = selected.map((l) => l.id);
  const someSelected = ids.length > 0;
  const cannotShare = shareHint(selected);
  // Decisions are for finished interviews only (the server refuses the others too).
  const unfinished = selected.filter((l) => candidateStage(l) !== 'completed').length;
  const cannotDecide =
    unfinished === 0
      ? null
      : `${unfinished === 1 ? '1 selected candidate has' : `${unfinished} selected candidates have`} not finished the interview: decisions are for finished interviews.`;

  const apply = async () => {
    if (status === '' || ids.length === 0) return;
    try {
      const res = await bulk.mutateAsync({ ids, status });
      const updated = res?.updated ?? ids.length;
      notify.success(`Status updated for ${updated} ${updated === 1 ? 'candidate' : 'candidates'}`);
      setStatus('');
      onDone();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Box
      role="toolbar"
      aria-label="Bulk actions"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1.5, pl: { xs: 1.5, sm: 2 } }}
    >
      <Checkbox
        checked={allSelected}
        indeterminate={someSelected && !allSelected}
        onChange={(e) => onToggleAll(e.target.checked)}
        slotProps={{ input: { 'aria-label': 'Select all candidates shown' } }}
        sx={{ ml: -1.5 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 80 }} aria-live="polite">
        {ids.length} selected
      </Typography>
      <TextField
        select
        size="small"
        label="Set status"
        value={status}
        onChange={(e) => setStatus(Number(e.target.value))}
        disabled={ids.length === 0}
        fullWidth={false}
        sx={{ minWidth: 170 }}
      >
        {DECISION_OPTIONS.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        onClick={() => void apply()}
        disabled={ids.length === 0 || status === '' || bulk.isPending || cannotDecide !== null}
        aria-describedby={cannotDecide ? 'bulk-decision-hint' : undefined}
        startIcon={bulk.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
      >
        Apply to selected
      </Button>
      <Tooltip title={cannotShare ?? ''} describeChild>
        <span>
          <Button variant="outlined" startIcon={<IosShareRounded />} onClick={() => setSharing(true)} disabled={cannotShare !== null}>
            Share selected
          </Button>
        </span>
      </Tooltip>
      <DeleteCandidatesButton ids={ids} subject={ids.length === 1 ? candidateName(selected[0]) : `${ids.length} candidates`} onDeleted={onDone} />
      {cannotDecide && (
        <Typography id="bulk-decision-hint" variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {cannotDecide}
        </Typography>
      )}
      {cannotShare === null && (
        <ShareDialog
          open={sharing}
          campaignId={selected[0].campaignId}
          campaignLineIds={ids}
          subject={ids.length === 1 ? candidateName(selected[0]) : `${ids.length} candidates`}
          onClose={() => setSharing(false)}
        />
      )}
    </Box>
  );
}
