import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PersonAddAltRounded from '@mui/icons-material/PersonAddAltRounded';
import IosShareRounded from '@mui/icons-material/IosShareRounded';
import HighlightOffRounded from '@mui/icons-material/HighlightOffRounded';
import { REVIEW_SHARE_LIMITS, canDecideOnCandidates, candidateStage } from '@candid/shared';
import {
  candidateName,
  useBulkUpdateStatus,
  useCandidateList,
  type CandidateListFilters,
  type ScreeningFilter,
} from '../../api/candidates';
import type { CandidateSearchScope } from '../../api/queryKeys';
import { errorMessage } from '../../api/client';
import { useCurrentUser } from '../../api/users';
import { EmptyState } from '../../components/EmptyState';
import { KeysetList } from '../../components/KeysetList';
import { StarMeter } from '../../components/StarMeter';
import { notify } from '../../components/notify';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import type { CandidateListRow } from '@candid/shared';
import { DECISION_OPTIONS, STATUS_OPTIONS, candidateStatusChip, givenName, progressText } from './candidateStatus';
import { formatAverage, formatMoment, ratingCountText } from './format';
import { ALL_SCREENING, ALL_STATUSES, CandidateFilters, SCREENING_OPTIONS } from './CandidateFilters';
import { ShareDialog } from './ShareDialog';
import { DeleteCandidatesButton } from './DeleteCandidates';
import { TranscriptSnippet } from './TranscriptSnippet';


function CandidateRow({
  line,
  selectable,
  selected,
  onSelect,
}: {
  line: CandidateListRow;
  selectable: boolean;
  selected: boolean;
  onSelect: (checked: boolean) => void;
}) {
  const navigate = useNavigate();
  const known = givenName(line);
  // Before the candidate gives a name, the email address is the row's name (and is not repeated).
  const name = known ?? line.CampaignLine_CandidateEmail;
  const chip = candidateStatusChip(line.CampaignLine_Status);
  const href = `/candidates/info?id=${line.pk_CampaignLine_ID}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      // The name is the link; a click anywhere else on the row (not the checkbox) opens it too.
      onClick={(e) => {
        if (!(e.target as HTMLElement).closest('a, button, input, label')) navigate(href);
      }}
      sx={{
        listStyle: 'none',
        cursor: 'pointer',
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: { xs: 0.5, md: 2 },
        alignItems: 'center',
        gridTemplateColumns: {
          xs: `${selectable ? 'auto ' : ''}minmax(0, 1fr) auto`,
          md: `${selectable ? 'auto ' : ''}minmax(0, 2fr) minmax(0, 1.4fr) 120px 90px 150px`,
        },
        '&:hover': { borderColor: 'text.secondary' },
      }}
    >
      {selectable && (
        <Checkbox
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          slotProps={{ input: { 'aria-label': `Select ${name}` } }}
          sx={{ gridRow: { xs: '1 / span 3', md: 1 } }}
        />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={href}
          color="inherit"
          sx={{ fontWeight: 600, fontSize: 16, display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {name}
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap>
          {known ? line.CampaignLine_CandidateEmail : 'No name given yet'}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0, gridColumn: { xs: selectable ? '2 / -1' : '1 / -1', md: 'auto' }, gridRow: { xs: 2, md: 'auto' } }}>
        <Typography variant="body2" noWrap>
          {line.Campaign_Name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          Invited {formatMoment(line.CampaignLine_InvitedAt)}
        </Typography>
      </Box>
      <Box sx={{ gridColumn: { xs: selectable ? 3 : 2, md: 'auto' }, gridRow: { xs: 1, md: 'auto' }, justifySelf: { xs: 'end', md: 'start' } }}>
        <Chip size="small" label={chip.label} color={chip.color} variant={chip.color === 'default' ? 'outlined' : 'filled'} />
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        aria-label={`${line.AnsweredCount} of ${line.QuestionCount} questions answered`}
        sx={{ gridRow: { xs: 3, md: 'auto' } }}
      >
        {progressText(line.AnsweredCount, line.QuestionCount)} answered
      </Typography>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, gridRow: { xs: 3, md: 'auto' }, justifySelf: { xs: 'end', md: 'start' } }}
        aria-label={
          line.AverageRating == null
            ? 'Not rated yet'
            : `Average rating ${formatAverage(line.AverageRating)} of 5 from ${ratingCountText(line.RatingCount)}`
        }
        role="img"
      >
        <StarMeter value={line.AverageRating} />
        <Typography variant="body2" color="text.secondary" aria-hidden>
          {line.AverageRating == null ? '–' : `${formatAverage(line.AverageRating)} (${line.RatingCount})`}
        </Typography>
      </Box>
      {line.DidNotMeet.length > 0 && (
        <Box
          component="ul"
          aria-label="Screening questions not met"
          sx={{ gridColumn: selectable ? '2 / -1' : '1 / -1', minWidth: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
        >
          {line.DidNotMeet.map((text, i) => (
            <Box component="li" key={i} sx={{ minWidth: 0, maxWidth: '100%' }}>
              {/* A long question is cut short on screen; the title and the read-out text keep it whole. */}
              <Chip
                size="small"
                variant="outlined"
                color="error"
                icon={<HighlightOffRounded />}
                label={`Did not meet: ${text}`}
                title={`Did not meet: ${text}`}
                sx={{ maxWidth: { xs: '100%', md: 480 } }}
              />
            </Box>
          ))}
        </Box>
      )}
      {line.TranscriptMatch && (
        <Box sx={{ gridColumn: selectable ? '2 / -1' : '1 / -1', minWidth: 0 }}>
          <TranscriptSnippet lineId={line.pk_CampaignLine_ID} match={line.TranscriptMatch} />
        </Box>
      )}
    </Paper>
  );
}

/** Why the selected candidates cannot be shared in one link, if they cannot. */
function shareHint(selected: CandidateListRow[]): string | null {
  if (selected.length > REVIEW_SHARE_LIMITS.maxCandidates) {
    return `Choose at most ${REVIEW_SHARE_LIMITS.maxCandidates} candidates to share`;
  }
  if (selected.length === 0 || selected.some((l) => l.fk_Campaign_ID !== selected[0].fk_Campaign_ID)) {
    return 'Choose candidates of one job to share';
  }
  return null;
}

/** Above the list: one status change for every selected candidate, and a share link for a shortlist of one job. */
function BulkBar({
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
  const ids = selected.map((l) => l.pk_CampaignLine_ID);
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
          campaignId={selected[0].fk_Campaign_ID}
          campaignLineIds={ids}
          subject={ids.length === 1 ? candidateName(selected[0]) : `${ids.length} candidates`}
          onClose={() => setSharing(false)}
        />
      )}
    </Box>
  );
}

/** /candidates (?campaignId=): every candidate, or one job's, newest first, with search, status filter and bulk status change. */
export function CandidatesPage() {
  const user = useCurrentUser();
  const canDecide = user.data ? canDecideOnCandidates(user.data.User_AccessLevel) : false;
  const [params, setParams] = useSearchParams();
  const campaignId = Number(params.get('campaignId')) || undefined;

  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search);
  const [searchIn, setSearchIn] = useState<CandidateSearchScope>('names');
  // The dashboard's cards link here with ?status= (e.g. completed interviews).
  const [status, setStatus] = useState<string>(() => {
    const fromUrl = params.get('status');
    return fromUrl !== null && STATUS_OPTIONS.some((o) => String(o.value) === fromUrl) ? fromUrl : ALL_STATUSES;
  });
  // Like the status, the screening filter can come in the link (?screening=unmet).
  const [screening, setScreening] = useState<string>(() => {
    const fromUrl = params.get('screening');
    return SCREENING_OPTIONS.find((o) => o.value === fromUrl)?.value ?? ALL_SCREENING;
  });
  const filters: CandidateListFilters = {
    search: debouncedSearch.trim(),
    campaignId,
    status: status === ALL_STATUSES ? undefined : Number(status),
    screening: screening === ALL_SCREENING ? undefined : (screening as ScreeningFilter),
    searchIn,
  };
  const list = useCandidateList(filters);
  // The rows (a checkbox, chip, rating and dates each) render as a deferred update when a page of
  // them arrives: React renders it in slices instead of one long task that blocks input.
  const shownData = useDeferredValue(list.data);
  const rowsPending = list.data !== undefined && shownData === undefined;
  const lines = useMemo(() => shownData?.pages.flatMap((p) => p.items) ?? [], [shownData]);

  const [selected, setSelected] = useState<Set<number>>(new Set());
  // Only rows still shown count: a new search or filter leaves the others out.
  const selectedLines = lines.filter((l) => selected.has(l.pk_CampaignLine_ID));
  const toggle = (id: number, checked: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const setCampaign = useCallback(
    (id: number | undefined) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (id) next.set('campaignId', String(id));
          else next.delete('campaignId');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const filtered = filters.search !== '' || filters.status !== undefined || filters.screening !== undefined;
  const inviteTo = campaignId ? `/campaign/instant/invite?id=${campaignId}` : '/campaign';

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <CandidateFilters
        inviteTo={canDecide && campaignId ? inviteTo : null}
        search={search}
        onSearch={setSearch}
        searchIn={searchIn}
        onSearchIn={setSearchIn}
        campaignId={campaignId}
        onCampaign={setCampaign}
        status={status}
        onStatus={setStatus}
        screening={screening}
        onScreening={setScreening}
      />

      <KeysetList
        list={list}
        pending={rowsPending}
        label="Candidates"
        rowHeight={72}
        isEmpty={lines.length === 0}
        empty={
          <EmptyState
            icon={PeopleAltOutlined}
            title={
              filters.search !== '' && searchIn === 'transcripts'
                ? `No candidate said “${filters.search}”`
                : filtered
                  ? 'No candidates match'
                  : 'No candidates yet'
            }
            text={
              filtered
                ? searchIn === 'transcripts'
                  ? 'Try other words: only answers with a transcript are searched.'
                  : 'Try another search or filter.'
                : campaignId
                  ? 'Invite candidates to this job to see their interviews here.'
                  : 'Invite candidates to one of your jobs to see their interviews here.'
            }
            action={
              !filtered &&
              canDecide && (
                <Button variant="contained" component={RouterLink} to={inviteTo} startIcon={<PersonAddAltRounded />}>
                  {campaignId ? 'Invite candidates' : 'Go to jobs'}
                </Button>
              )
            }
          />
        }
        toolbar={
          canDecide && (
            <BulkBar
              selected={selectedLines}
              allSelected={selectedLines.length === lines.length}
              onToggleAll={(checked) => setSelected(checked ? new Set(lines.map((l) => l.pk_CampaignLine_ID)) : new Set())}
              onDone={() => setSelected(new Set())}
            />
          )
        }
      >
        {lines.map((line) => (
          <CandidateRow
            key={line.pk_CampaignLine_ID}
            line={line}
            selectable={canDecide}
            selected={selected.has(line.pk_CampaignLine_ID)}
            onSelect={(checked) => toggle(line.pk_CampaignLine_ID, checked)}
          />
        ))}
      </KeysetList>
    </Box>
  );
}
