import { useDeferredValue, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { BlockSkeleton } from '../../components/ListSkeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MSG, type JobBoardPosting, type LocationSuggestion, type PostingState } from '@candid/shared';
import { ApiError, errorMessage } from '../../api/client';
import { useBoardCategories, useBoardPlaces, useBoardSubCategories, useImportApplicants, useJobBoardAction, useJobBoardsOfJob } from '../../api/jobBoards';
import { ErrorRetry } from '../../components/ErrorRetry';
import { PackageLimitDialog } from '../../components/PackageLimitDialog';
import { notify } from '../../components/notify';
import { companySectionPath } from '../company/companyPaths';

const STATE_LABEL: Record<PostingState, string> = {
  not_published: 'Not published',
  publishing: 'Publishing…',
  live: 'Live',
  closing: 'Closing…',
  closed: 'Closed',
  failed: 'Failed',
};
const STATE_COLOUR: Record<PostingState, 'default' | 'info' | 'success' | 'error'> = {
  not_published: 'default',
  publishing: 'info',
  live: 'success',
  closing: 'info',
  closed: 'default',
  failed: 'error',
};

const placeLabel = (p: LocationSuggestion) => [p.place_name, p.region, p.postal_code].filter(Boolean).join(' ');
/** A sub-category's category: ids are category × 100 + position (modules/reference/data/categories.ts). */
const categoryOf = (subCategoryId: number | null) => (subCategoryId ? Math.floor(subCategoryId / 100) : null);

interface JobBoardsCardProps {
  campaignId: number;
  enterpriseId: number;
  /** May publish, update, close and import (campaigns.edit). */
  canPublish: boolean;
  /** May set the boards' credentials (enterprise.manage). */
  canConfigure: boolean;
}

/**
 * The job's postings on SEEK and idibu (issue 17, docs/job-boards.md): each board's state, the
 * board's id and link or its error, Publish / Update / Close, the category and location the
 * boards get, and Import applicants. Read again while a change is being sent.
 */
export function JobBoardsCard({ campaignId, enterpriseId, canPublish, canConfigure }: JobBoardsCardProps) {
  const headingId = useId();
  const boards = useJobBoardsOfJob(campaignId);
  const act = useJobBoardAction(campaignId);
  const importing = useImportApplicants(enterpriseId, campaignId);
  const [limitOpen, setLimitOpen] = useState(false);
  const [subCategoryId, setSubCategoryId] = useState<number | null>(null);
  const [place, setPlace] = useState<{ id: number; label: string } | null>(null);

  const data = boards.data;
  const chosenSub = subCategoryId ?? data?.DefaultSubCategoryId ?? null;
  const chosenPlace = place ?? (data?.DefaultPlaceId ? { id: data.DefaultPlaceId, label: data.DefaultLocationText ?? '' } : null);
  const anyConfigured = data?.Postings.some((p) => p.Available && p.Configured) ?? false;
  const anyOnBoard = data?.Postings.some((p) => p.ExternalId && p.State !== 'publishing') ?? false;

  const run = (posting: JobBoardPosting, action: 'publish' | 'update' | 'close') =>
    act.mutate(
      { board: posting.Board, action, input: action === 'close' ? {} : { SubCategoryId: chosenSub ?? undefined, PlaceId: chosenPlace?.id } },
      { onError: (error) => notify.error(error instanceof ApiError && error.detailMessages.length ? error.detailMessages.join(' ') : errorMessage(error)) },
    );
  const importApplicants = () =>
    importing.mutate(undefined, {
      onSuccess: (r) =>
        notify.success(
          `Imported ${r.Imported} applicant${r.Imported === 1 ? '' : 's'} as candidates` +
            (r.AlreadyCandidates ? `; ${r.AlreadyCandidates} already candidates` : '') +
            (r.OverPlanLimit ? `; ${r.OverPlanLimit} left out by your plan's limit` : '') +
            '.',
        ),
      onError: (error) => (error instanceof ApiError && error.status === 402 ? setLimitOpen(true) : notify.error(errorMessage(error))),
    });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2" id={headingId} sx={{ flexGrow: 1 }}>
          Job boards
        </Typography>
        {canPublish && anyOnBoard && (
          <Button variant="outlined" size="small" onClick={importApplicants} disabled={importing.isPending}>
            Import applicants
          </Button>
        )}
      </Box>
      {boards.isPending ? (
        <BlockSkeleton label="Loading the job boards" variant="rounded" height={96} />
      ) : boards.isError ? (
        <ErrorRetry error={boards.error} onRetry={boards.refetch} />
      ) : (
        <>
          {!anyConfigured && (
            <Alert severity="info">
              {MSG.jobBoardNoneSetUp}{' '}
              {canConfigure ? (
                <Link component={RouterLink} to={companySectionPath('job-boards')}>
                  Set up job boards
                </Link>
              ) : (
                'Ask an owner or admin to set them up.'
              )}
            </Alert>
          )}
          {canPublish && anyConfigured && (
            <BoardValues subCategoryId={chosenSub} place={chosenPlace} onSubCategory={setSubCategoryId} onPlace={setPlace} />
          )}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {data!.Postings.map((p) => (
              <PostingRow key={p.Board} posting={p} canPublish={canPublish} canConfigure={canConfigure} busy={act.isPending} onAct={(action) => run(p, action)} />
            ))}
          </Box>
        </>
      )}
      <PackageLimitDialog open={limitOpen} onClose={() => setLimitOpen(false)} />
    </Paper>
  );
}

function PostingRow({
  posting: p,
  canPublish,
  canConfigure,
  busy,
  onAct,
}: {
  posting: JobBoardPosting;
  canPublish: boolean;
  canConfigure: boolean;
  busy: boolean;
  onAct: (action: 'publish' | 'update' | 'close') => void;
}) {
  const sending = p.Action !== null;
  const onBoard = Boolean(p.ExternalId) && p.State !== 'closed';
  return (
    <Box component="li" aria-label={p.BoardName} sx={{ display: 'grid', gap: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, minWidth: 64 }}>{p.BoardName}</Typography>
        <Chip size="small" label={STATE_LABEL[p.State]} color={STATE_COLOUR[p.State]} data-testid={`job-board-state-${p.Board}`} />
        {p.ExternalId && (
          <Typography variant="body2" color="text.secondary">
            Board id {p.ExternalId}
          </Typography>
        )}
        {p.Url && p.State === 'live' && (
          <Link href={p.Url} target="_blank" rel="noopener noreferrer" variant="body2">
            View on {p.BoardName}
          </Link>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {canPublish && p.Available && p.Configured && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            {onBoard ? (
              <Button size="small" variant="outlined" disabled={busy || sending} onClick={() => onAct('update')} aria-label={`Update on ${p.BoardName}`}>
                Update
              </Button>
            ) : (
              <Button size="small" variant="contained" disabled={busy || sending} onClick={() => onAct('publish')} aria-label={`Publish to ${p.BoardName}`}>
                Publish
              </Button>
            )}
            {onBoard && (
              <Button size="small" variant="outlined" color="error" disabled={busy || sending} onClick={() => onAct('close')} aria-label={`Close on ${p.BoardName}`}>
                Close
              </Button>
            )}
          </Box>
        )}
      </Box>
      {!p.Available && (
        <Typography variant="body2" color="text.secondary">
          {MSG.jobBoardUnavailable(p.BoardName)}
        </Typography>
      )}
      {p.Available && !p.Configured && (
        <Typography variant="body2" color="text.secondary">
          {MSG.jobBoardNotSetUp(p.BoardName)}{' '}
          {canConfigure ? (
            <Link component={RouterLink} to={companySectionPath('job-boards')}>
              Add its credentials
            </Link>
          ) : (
            'Ask an owner or admin to add its credentials.'
          )}
        </Typography>
      )}
      {p.Error && (
        <Alert severity={p.State === 'failed' ? 'error' : 'warning'} sx={{ py: 0 }}>
          {p.State === 'failed' ? p.Error : `${p.Error} Trying again…`}
        </Alert>
      )}
      {(p.CategoryCode || p.LocationText) && p.State !== 'not_published' && (
        <Typography variant="caption" color="text.secondary">
          Sent as {[p.CategoryCode, p.LocationText].filter(Boolean).join(' · ')}
        </Typography>
      )}
    </Box>
  );
}

/** The category and place the boards get; the job's own are the defaults. */
function BoardValues({
  subCategoryId,
  place,
  onSubCategory,
  onPlace,
}: {
  subCategoryId: number | null;
  place: { id: number; label: string } | null;
  onSubCategory: (id: number | null) => void;
  onPlace: (place: { id: number; label: string } | null) => void;
}) {
  const [categoryId, setCategoryId] = useState<number | null>(categoryOf(subCategoryId));
  const categories = useBoardCategories(true);
  const subs = useBoardSubCategories(categoryId ?? categoryOf(subCategoryId));
  const [input, setInput] = useState('');
  const text = useDeferredValue(input);
  const places = useBoardPlaces(text);
  const mapped = (categories.data ?? []).filter((c) => c.sectionCode);
  const shownCategory = categoryId ?? categoryOf(subCategoryId);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
      <TextField
        select
        size="small"
        label="Board category"
        value={mapped.some((c) => c.catId === shownCategory) ? shownCategory : ''}
        onChange={(e) => {
          setCategoryId(Number(e.target.value));
          onSubCategory(null);
        }}
      >
        {mapped.map((c) => (
          <MenuItem key={c.catId} value={c.catId}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Board sub-category"
        value={(subs.data ?? []).some((s) => s.id === subCategoryId) ? subCategoryId : ''}
        onChange={(e) => onSubCategory(Number(e.target.value))}
        disabled={!shownCategory}
      >
        {(subs.data ?? []).map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete<LocationSuggestion | { id: number; label: string }>
        size="small"
        options={places.data ?? []}
        value={place}
        filterOptions={(o) => o}
        loading={places.isFetching}
        getOptionLabel={(o) => ('label' in o ? o.label : placeLabel(o))}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onInputChange={(_e, value, reason) => reason === 'input' && setInput(value)}
        onChange={(_e, value) => onPlace(value ? { id: value.id, label: 'label' in value ? value.label : placeLabel(value) } : null)}
        noOptionsText={input.trim().length > 3 ? 'No places found' : 'Type more than 3 characters'}
        renderInput={(params) => <TextField {...params} label="Board location" placeholder="Start typing town name" />}
      />
    </Box>
  );
}
