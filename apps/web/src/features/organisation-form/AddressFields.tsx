import { useDeferredValue, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useController, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { COUNTS } from '@candid/shared';
import { useCountries, useLocationSearch, type LocationSuggestion } from '../../api/reference';
import { CountrySelect } from '../../components/CountrySelect';
import { FormTextField } from '../../components/FormTextField';
import type { OrganisationFormValues } from './organisationForm';

interface AddressFieldsProps {
  control: Control<OrganisationFormValues>;
  setValue: UseFormSetValue<OrganisationFormValues>;
}

const dirty = { shouldDirty: true, shouldValidate: false } as const;

/**
 * SPEC §5 address: three street lines, the country (reference list, default Australia), the
 * city as the job screen's place search (after more than 3 characters, in the chosen country),
 * region, and a numeric postcode. Picking a place fills an empty region and postcode.
 */
export function AddressFields({ control, setValue }: AddressFieldsProps) {
  const countries = useCountries();
  const [countryCode, region, postcode] = useWatch({ control, name: ['countryCode', 'region', 'postcode'] });
  const city = useController({ control, name: 'city' });
  const postcodeField = useController({ control, name: 'postcode' });
  const [input, setInput] = useState(city.field.value);
  const text = useDeferredValue(input.trim());
  const searchable = Boolean(countryCode) && text.length > COUNTS.locationSearchThreshold;
  const search = useLocationSearch(countryCode, text, searchable);
  const list = countries.data ?? [];
  const country = list.find((c) => (c.countryCode ?? '').toUpperCase() === countryCode.toUpperCase()) ?? null;

  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <FormTextField control={control} name="streetAddress" label="Street address" autoComplete="address-line1" sx={{ gridColumn: '1 / -1' }} />
      <FormTextField control={control} name="streetAddress2" label="Street address 2" autoComplete="address-line2" />
      <FormTextField control={control} name="streetAddress3" label="Street address 3" autoComplete="address-line3" />
      <CountrySelect
        countries={list}
        value={country?.countryId ?? null}
        disabled={countries.isPending}
        helperText={countries.isError ? 'The countries could not be loaded.' : undefined}
        onChange={(picked) => {
          setValue('country', picked?.country ?? '', dirty);
          setValue('countryCode', picked?.countryCode?.toUpperCase() ?? '', dirty);
          // A city of the old country is no longer right.
          setValue('city', '', dirty);
          setValue('region', '', dirty);
          setInput('');
        }}
      />
      <Autocomplete<LocationSuggestion, false, false, true>
        freeSolo
        options={searchable ? (search.data ?? []) : []}
        loading={searchable && search.isFetching}
        filterOptions={(o) => o}
        getOptionLabel={(o) => (typeof o === 'string' ? o : [o.place_name, o.region].filter(Boolean).join(', '))}
        getOptionKey={(o) => (typeof o === 'string' ? o : o.id)}
        inputValue={input}
        value={city.field.value || null}
        onInputChange={(_e, value, reason) => {
          if (reason === 'reset') return;
          setInput(value);
          city.field.onChange(value);
        }}
        onChange={(_e, value) => {
          if (value && typeof value !== 'string') {
            setInput(value.place_name);
            city.field.onChange(value.place_name);
            if (value.region && !region) setValue('region', value.region, dirty);
            if (value.postal_code && !postcode) setValue('postcode', value.postal_code.replace(/\D/g, ''), dirty);
          }
        }}
        noOptionsText={
          !countryCode
            ? 'Select a country first'
            : searchable
              ? 'No places found'
              : `Type more than ${COUNTS.locationSearchThreshold} characters`
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label="City"
            name="city"
            inputRef={city.field.ref}
            placeholder="Start typing town name"
            error={city.fieldState.error !== undefined}
            helperText={city.fieldState.error?.message}
            slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
          />
        )}
      />
      <FormTextField control={control} name="region" label="Region" autoComplete="address-level1" />
      <TextField
        label="Postcode"
        name={postcodeField.field.name}
        inputRef={postcodeField.field.ref}
        value={postcodeField.field.value}
        onChange={(e) => postcodeField.field.onChange(e.target.value.replace(/\D/g, ''))}
        onBlur={postcodeField.field.onBlur}
        error={postcodeField.fieldState.error !== undefined}
        helperText={postcodeField.fieldState.error?.message}
        autoComplete="postal-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
      />
    </Box>
  );
}
