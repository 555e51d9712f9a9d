import { useDeferredValue, useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { COUNTS, type Country } from '@candid/shared';
import { useLocationSearch, type LocationSuggestion } from '../../api/reference';
import { CountrySelect } from '../../components/CountrySelect';
import type { JobDraft } from './jobDraft';

export const MENU_PROPS = { slotProps: { paper: { sx: { maxHeight: COUNTS.menuScrollHeightPx } } } };

const placeLabel = (p: LocationSuggestion) => [p.place_name, p.region].filter(Boolean).join(', ');

interface LocationFieldsProps {
  draft: Pick<JobDraft, 'countryId' | 'locationText' | 'cityId'>;
  countries: Country[];
  onChange: (patch: Partial<JobDraft>) => void;
}

/** Country dropdown and city type-ahead; a new country clears city and region (SPEC §4). */
export function LocationFields({ draft, countries, onChange }: LocationFieldsProps) {
  const country = countries.find((c) => c.countryId === draft.countryId) ?? null;
  const [input, setInput] = useState(draft.locationText);
  useEffect(() => setInput(draft.locationText), [draft.locationText]);
  const text = useDeferredValue(input.trim());
  const searchable = text.length > COUNTS.locationSearchThreshold;
  const search = useLocationSearch(country?.countryCode, text, searchable);

  return (
    <>
      <CountrySelect
        countries={countries}
        value={draft.countryId}
        onChange={(picked) => onChange({ countryId: picked?.countryId ?? null, cityId: null, regionId: null, locationText: '' })}
      />
      <Autocomplete<LocationSuggestion, false, false, true>
        freeSolo
        options={searchable ? (search.data ?? []) : []}
        loading={searchable && search.isFetching}
        filterOptions={(o) => o}
        getOptionLabel={(o) => (typeof o === 'string' ? o : placeLabel(o))}
        getOptionKey={(o) => (typeof o === 'string' ? o : o.id)}
        inputValue={input}
        value={draft.locationText || null}
        onInputChange={(_e, value, reason) => {
          setInput(value);
          if (reason === 'input') onChange({ locationText: value, cityId: null, regionId: null });
          if (reason === 'clear') onChange({ locationText: '', cityId: null, regionId: null });
        }}
        onChange={(_e, value) => {
          if (value && typeof value !== 'string') {
            onChange({ locationText: placeLabel(value), cityId: value.id, regionId: null });
          }
        }}
        noOptionsText={searchable ? 'No places found' : `Type more than ${COUNTS.locationSearchThreshold} characters`}
        renderInput={(params) => (
          <TextField
            {...params}
            label="City"
            placeholder="Start typing town name"
            slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
          />
        )}
      />
    </>
  );
}
