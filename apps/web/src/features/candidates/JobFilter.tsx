import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useCampaign, useCampaignList, type CampaignListFilters } from '../../api/campaigns';
import { useDebouncedValue } from '../../components/useDebouncedValue';

interface JobOption {
  id: number;
  name: string;
}

interface JobFilterProps {
  campaignId?: number;
  onChange: (campaignId: number | undefined) => void;
}

/** The job select of the candidate lists: 'All jobs' when empty; type to search the jobs. */
export function JobFilter({ campaignId, onChange }: JobFilterProps) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input);
  const selected = useCampaign(campaignId);
  // The typed text is the chosen job's name while one is chosen: list every job then.
  const filters: CampaignListFilters = {
    search: selected.data && input === jobName(selected.data) ? '' : search,
    sort: 'created',
    dir: 'desc',
  };
  const jobs = useCampaignList(filters);

  const selectedName = selected.data ? jobName(selected.data) : `Job ${campaignId}`;
  const value: JobOption | null = useMemo(
    () => (campaignId ? { id: campaignId, name: selectedName } : null),
    [campaignId, selectedName],
  );
  const options = useMemo(() => {
    const list = (jobs.data?.pages[0]?.items ?? []).map((j) => ({ id: j.id, name: jobName(j) }));
    return value && !list.some((o) => o.id === value.id) ? [value, ...list] : list;
  }, [jobs.data, value]);

  return (
    <Autocomplete
      size="small"
      options={options}
      value={value}
      loading={jobs.isFetching}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.name}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text)}
      onChange={(_e, option) => onChange(option?.id)}
      renderInput={(params) => <TextField {...params} label="Job" placeholder="All jobs" />}
    />
  );
}

const jobName = (job: { name: string | null; jobTitle: string | null }) => job.name || job.jobTitle || 'Untitled job';
