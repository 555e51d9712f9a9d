import { useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import FileCopyRounded from '@mui/icons-material/FileCopyRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import PersonAddAltRounded from '@mui/icons-material/PersonAddAltRounded';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import {
  useCampaignList,
  useCloneCampaign,
  useEndCampaign,
  type CampaignListFilters,
  type CampaignListItem,
  type CampaignSort,
  type SortDirection,
} from '../../api/campaigns';
import { errorMessage } from '../../api/client';
import { useEnterprise } from '../../api/enterprises';
import { useEnterpriseEmployers } from '../../api/employers';
import { useCurrentUser } from '../../api/users';
import { useEraseJobCandidates } from '../../api/lifecycle';
import { canEraseCandidates } from '@candid/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { KeysetList } from '../../components/KeysetList';
import { FilterBar, PageHeader } from '../../components/PageHeader';
import { SearchField } from '../../components/SearchField';
import { PackageLimitDialog } from '../../components/PackageLimitDialog';
import { notify } from '../../components/notify';
import { ApiError } from '../../api/client';
import { jobStateChip, STATUS_FILTERS } from './campaignStatus';
import { formatDate } from '../../lib/dates';
import { copyText } from '../../lib/clipboard';
import { candidateLink } from '../invites/jobLink';
import { useCreateJobGate } from './useCreateJobGate';
import { pauseLabel, usePauseJob } from './usePauseJob';

const SORTS: { value: string; label: string; sort: CampaignSort; dir: SortDirection }[] = [
  { value: 'created-desc', label: 'Newest first', sort: 'created', dir: 'desc' },
  { value: 'startDate-asc', label: 'Start date (earliest first)', sort: 'startDate', dir: 'asc' },
  { value: 'startDate-desc', label: 'Start date (latest first)', sort: 'startDate', dir: 'desc' },
  { value: 'endDate-asc', label: 'End date (earliest first)', sort: 'endDate', dir: 'asc' },
  { value: 'endDate-desc', label: 'End date (latest first)', sort: 'endDate', dir: 'desc' },
];

function JobRow({
  job,
  companyName,
  onMenu,
}: {
  job: CampaignListItem;
  companyName: string;
  onMenu: (anchor: HTMLElement, job: CampaignListItem) => void;
}) {
  const chip = jobStateChip(job.JobState);
  const title = job.name || job.jobTitle || 'Untitled job';
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        listStyle: 'none',
        p: { xs: 2, sm: 2.5 },
        display: 'grid',
        gap: { xs: 1, md: 2 },
        alignItems: 'center',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(0, 2fr) minmax(0, 1.3fr) 150px auto' },
      }}
    >
      <Box sx={{ minWidth: 0, gridColumn: 1, gridRow: 1 }}>
        <Link
          component={RouterLink}
          to={`/campaign/edit?id=${job.id}`}
          state={{ campaign: job }}
          color="inherit"
          sx={{ fontWeight: 600, fontSize: 16, display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {title}
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap>
          {job.referenceCode ? `${job.referenceCode} · ` : ''}
          {companyName}
        </Typography>
      </Box>
      <IconButton
        aria-label={`Actions for ${title}`}
        aria-haspopup="true"
        onClick={(e) => onMenu(e.currentTarget, job)}
        sx={{ gridColumn: { xs: 2, md: 4 }, gridRow: 1 }}
      >
        <MoreVertRounded />
      </IconButton>
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: { xs: '1 / -1', md: 2 }, gridRow: { xs: 2, md: 1 } }}>
        {formatDate(job.startDate)} – {formatDate(job.endDate)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, gridColumn: { xs: '1 / -1', md: 3 }, gridRow: { xs: 3, md: 1 } }}>
        <Chip size="small" label={chip.label} color={chip.color} variant={chip.color === 'default' ? 'outlined' : 'filled'} />
        <Box
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
          aria-label={`${job.CandidateCount} candidates`}
        >
          <PeopleAltRounded fontSize="small" aria-hidden />
          <Typography variant="body2" component="span" aria-hidden>
            {job.CandidateCount}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}

/** /campaign: the enterprise's jobs with search, sort, status filter and 'Load more'. */
export function CampaignListPage() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const enterpriseId = user.data?.enterpriseId;
  const enterprise = useEnterprise(enterpriseId);
  const employers = useEnterpriseEmployers(enterpriseId);

  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [sortValue, setSortValue] = useState(SORTS[0].value);
  const [statusIndex, setStatusIndex] = useState(0);
  const sort = SORTS.find((s) => s.value === sortValue) ?? SORTS[0];
  const filters: CampaignListFilters = {
    search: deferredSearch,
    sort: sort.sort,
    dir: sort.dir,
    state: STATUS_FILTERS[statusIndex].value,
  };
  const list = useCampaignList(filters);
  const jobs = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);

  const gate = useCreateJobGate();
  const clone = useCloneCampaign();
  const end = useEndCampaign();
  const pause = usePauseJob();
  const eraseCandidates = useEraseJobCandidates();
  const [eraseToo, setEraseToo] = useState(false);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; job: CampaignListItem } | null>(null);
  const [ending, setEnding] = useState<CampaignListItem | null>(null);
  const [limitOpen, setLimitOpen] = useState(false);

  const companyName = (job: CampaignListItem) => {
    if (!job.employerId) return enterprise.data?.name ?? user.data?.enterpriseName ?? '';
    return employers.data?.find((e) => e.id === job.employerId)?.name ?? '';
  };

  const onClone = async (job: CampaignListItem) => {
    try {
      const copy = await clone.mutateAsync(job.id);
      notify.success(`Job cloned as "${copy?.name ?? job.name}"`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 402) setLimitOpen(true);
      else notify.error(errorMessage(error));
    }
  };

  const onEnd = async () => {
    if (!ending) return;
    try {
      await end.mutateAsync(ending.id);
      notify.success('Job ended');
      if (eraseToo) {
        const erased = await eraseCandidates.mutateAsync(ending.id);
        if (erased.message) notify.success(erased.message);
      }
      setEnding(null);
      setEraseToo(false);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const filtered = deferredSearch.trim() !== '' || statusIndex !== 0;

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageHeader title="Jobs">
        <Button
          variant="contained"
          startIcon={gate.checking ? <CircularProgress size={16} color="inherit" aria-hidden /> : <AddRounded />}
          onClick={() => void gate.start()}
          disabled={gate.checking}
        >
          Create job
        </Button>
      </PageHeader>

      <FilterBar columns="minmax(0, 1fr) 260px auto">
        <SearchField label="Search jobs" value={search} onChange={setSearch} />
        <TextField
          select
          size="small"
          label="Sort by"
          value={sortValue}
          onChange={(e) => setSortValue(e.target.value)}
        >
          {SORTS.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Status"
          value={statusIndex}
          onChange={(_e, value: number | null) => value !== null && setStatusIndex(value)}
          sx={{ bgcolor: 'background.paper', overflowX: 'auto', justifySelf: 'start', maxWidth: '100%' }}
        >
          {STATUS_FILTERS.map((f, i) => (
            <ToggleButton key={f.label} value={i} sx={{ px: 2, textTransform: 'none' }}>
              {f.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </FilterBar>

      <KeysetList
        list={list}
        label="Jobs"
        rowHeight={76}
        isEmpty={jobs.length === 0}
        empty={
          <EmptyState
            icon={WorkOutlineRounded}
            title={filtered ? 'No jobs match' : 'No jobs yet'}
            text={filtered ? 'Try another search or status.' : 'Create a job to start interviewing candidates.'}
            action={
              !filtered && (
                <Button variant="contained" startIcon={<AddRounded />} onClick={() => void gate.start()} disabled={gate.checking}>
                  Create a job
                </Button>
              )
            }
          />
        }
      >
        {jobs.map((job) => (
          <JobRow
            key={job.id}
            job={job}
            companyName={companyName(job)}
            onMenu={(anchor, j) => setMenu({ anchor, job: j })}
          />
        ))}
      </KeysetList>

      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            if (menu) navigate(`/campaign/edit?id=${menu.job.id}`, { state: { campaign: menu.job } });
            setMenu(null);
          }}
        >
          <ListItemIcon><EditRounded fontSize="small" /></ListItemIcon>
          Edit
        </MenuItem>
        <MenuItem
          onClick={() => {
            if (menu) void onClone(menu.job);
            setMenu(null);
          }}
        >
          <ListItemIcon><FileCopyRounded fontSize="small" /></ListItemIcon>
          Clone
        </MenuItem>
        <MenuItem
          disabled={!menu || pauseLabel(menu.job.JobState) === null || pause.busy}
          onClick={() => {
            if (menu) void pause.toggle(menu.job.id, menu.job.JobState);
            setMenu(null);
          }}
        >
          <ListItemIcon>{menu?.job.JobState === 'paused' ? <PlayArrowRounded fontSize="small" /> : <PauseRounded fontSize="small" />}</ListItemIcon>
          {(menu && pauseLabel(menu.job.JobState)) ?? 'Pause'}
        </MenuItem>
        <MenuItem
          disabled={menu?.job.JobState === 'ended'}
          onClick={() => {
            if (menu) setEnding(menu.job);
            setMenu(null);
          }}
        >
          <ListItemIcon><EventBusyRounded fontSize="small" /></ListItemIcon>
          End
        </MenuItem>
        <MenuItem
          onClick={() => {
            if (menu) navigate(`/campaign/instant/invite?id=${menu.job.id}`, { state: { campaign: menu.job } });
            setMenu(null);
          }}
        >
          <ListItemIcon><PersonAddAltRounded fontSize="small" /></ListItemIcon>
          Invite candidates
        </MenuItem>
        <MenuItem
          onClick={() => {
            if (menu) void copyText(candidateLink(menu.job));
            setMenu(null);
          }}
        >
          <ListItemIcon><ContentCopyRounded fontSize="small" /></ListItemIcon>
          Copy candidate link
        </MenuItem>
      </Menu>

      <ConfirmDialog
        open={ending !== null}
        title="End job"
        text={`Are you sure you would like to end "${ending?.name ?? ''}"? Candidates will no longer be able to interview.`}
        confirmLabel="End job"
        destructive
        busy={end.isPending || eraseCandidates.isPending}
        onConfirm={() => void onEnd()}
        onClose={() => {
          setEnding(null);
          setEraseToo(false);
        }}
      >
        {user.data && canEraseCandidates(user.data.accessLevel) && (
          <FormControlLabel
            sx={{ mt: 1.5, alignItems: 'flex-start' }}
            control={<Checkbox checked={eraseToo} onChange={(e) => setEraseToo(e.target.checked)} sx={{ pt: 0.5 }} />}
            label="Also delete this job's candidates and all their data (videos, resumes, transcripts, ratings, comments, share links). This cannot be undone."
          />
        )}
      </ConfirmDialog>
      <PackageLimitDialog open={gate.limitOpen || limitOpen} onClose={() => { gate.closeLimit(); setLimitOpen(false); }} />
    </Box>
  );
}
