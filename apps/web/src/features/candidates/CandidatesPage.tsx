import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PersonAddAltRounded from '@mui/icons-material/PersonAddAltRounded';
import HighlightOffRounded from '@mui/icons-material/HighlightOffRounded';
import { canDecideOnCandidates } from '@candid/shared';
import { useCandidateList, type CandidateListFilters, type ScreeningFilter } from '../../api/candidates';
import type { CandidateSearchScope } from '../../api/queryKeys';
import { useCurrentUser } from '../../api/users';
import { EmptyState } from '../../components/EmptyState';
import { KeysetList } from '../../components/KeysetList';
import { StarMeter } from '../../components/StarMeter';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import type { CandidateListRow } from '../../api/entities';
import { STATUS_OPTIONS, candidateStatusChip, givenName, progressText } from './candidateStatus';
import { formatAverage, formatMoment, ratingCountText } from './format';
import { ALL_SCREENING, ALL_STATUSES, CandidateFilters, SCREENING_OPTIONS } from './CandidateFilters';
import { BulkBar } from './BulkBar';
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
  const name = known ?? line.candidateEmail;
  const chip = candidateStatusChip(line.status);
  const href = `/candidates/info?id=${line.id}`;
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
          {known ? line.candidateEmail : 'No name given yet'}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0, gridColumn: { xs: selectable ? '2 / -1' : '1 / -1', md: 'auto' }, gridRow: { xs: 2, md: 'auto' } }}>
        <Typography variant="body2" noWrap>
          {line.campaignName}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          Invited {formatMoment(line.invitedAt)}
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
          <TranscriptSnippet lineId={line.id} match={line.TranscriptMatch} />
        </Box>
      )}
    </Paper>
  );
}

/** /candidates (?campaignId=): every candidate, or one job's, newest first, with search, status filter and bulk status change. */
export function CandidatesPage() {
  const user = useCurrentUser();
  const canDecide = user.data ? canDecideOnCandidates(user.data.accessLevel) : false;
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
  const selectedLines = lines.filter((l) => selected.has(l.id));
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
              onToggleAll={(checked) => setSelected(checked ? new Set(lines.map((l) => l.id)) : new Set())}
              onDone={() => setSelected(new Set())}
            />
          )
        }
      >
        {lines.map((line) => (
          <CandidateRow
            key={line.id}
            line={line}
            selectable={canDecide}
            selected={selected.has(line.id)}
            onSelect={(checked) => toggle(line.id, checked)}
          />
        ))}
      </KeysetList>
    </Box>
  );
}
