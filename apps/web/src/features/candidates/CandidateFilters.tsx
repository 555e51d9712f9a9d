import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import PersonAddAltRounded from '@mui/icons-material/PersonAddAltRounded';
import type { ScreeningFilter } from '../../api/candidates';
import type { CandidateSearchScope } from '../../api/queryKeys';
import { FilterBar, PageHeader } from '../../components/PageHeader';
import { SearchField } from '../../components/SearchField';
import { STATUS_OPTIONS } from './candidateStatus';
import { JobFilter } from './JobFilter';
import { ExportMenu } from './ExportMenu';

/** The status filter's value for every status. */
export const ALL_STATUSES = 'all';

/** The screening filter's value for every candidate. */
export const ALL_SCREENING = 'all';

/** Issue 29: candidates whose screening answers all qualified, or who gave one that did not. */
export const SCREENING_OPTIONS: { value: ScreeningFilter; label: string }[] = [
  { value: 'met', label: 'Met' },
  { value: 'unmet', label: 'Did not meet' },
];

/**
 * The candidates list's heading and filters. Memoised, with stable callbacks from the page: the
 * blocking render of the list's query answer (useSyncExternalStore) does not draw them again.
 */
export const CandidateFilters = memo(function CandidateFilters({
  inviteTo,
  search,
  onSearch,
  searchIn,
  onSearchIn,
  campaignId,
  onCampaign,
  status,
  onStatus,
  screening,
  onScreening,
}: {
  /** Where "Invite candidates" leads, or null to leave it out. */
  inviteTo: string | null;
  search: string;
  onSearch: (search: string) => void;
  searchIn: CandidateSearchScope;
  onSearchIn: (scope: CandidateSearchScope) => void;
  campaignId: number | undefined;
  onCampaign: (campaignId: number | undefined) => void;
  status: string;
  onStatus: (status: string) => void;
  screening: string;
  onScreening: (screening: string) => void;
}) {
  return (
    <>
      <PageHeader title="Candidates">
        {/* What is exported is what the list shows (a transcript search is not an export filter). */}
        <ExportMenu
          campaignId={campaignId}
          search={searchIn === 'names' ? search : undefined}
          status={status === ALL_STATUSES ? undefined : Number(status)}
          screening={screening === ALL_SCREENING ? undefined : (screening as ScreeningFilter)}
        />
        {inviteTo && (
          <Button variant="contained" component={RouterLink} to={inviteTo} startIcon={<PersonAddAltRounded />}>
            Invite candidates
          </Button>
        )}
      </PageHeader>

      <FilterBar columns="minmax(0, 1.3fr) 170px minmax(0, 1fr) 200px 170px">
        <SearchField
          label="Search candidates"
          placeholder={searchIn === 'transcripts' ? 'Words from their answers' : 'Name or email'}
          value={search}
          onChange={onSearch}
        />
        <TextField select size="small" label="Search in" value={searchIn} onChange={(e) => onSearchIn(e.target.value as CandidateSearchScope)}>
          <MenuItem value="names">Names and emails</MenuItem>
          <MenuItem value="transcripts">What they said or wrote</MenuItem>
        </TextField>
        <JobFilter campaignId={campaignId} onChange={onCampaign} />
        <TextField select size="small" label="Status" value={status} onChange={(e) => onStatus(e.target.value)}>
          <MenuItem value={ALL_STATUSES}>All statuses</MenuItem>
          {STATUS_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={String(o.value)}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Screening" value={screening} onChange={(e) => onScreening(e.target.value)}>
          <MenuItem value={ALL_SCREENING}>All</MenuItem>
          {SCREENING_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      </FilterBar>
    </>
  );
});
