import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRAND_PALETTE, COUNTS, ENTERPRISE_DEFAULTS, MSG, enterpriseFields, type Country } from '@candid/shared';
import { fromWire, wireNames } from '@candid/shared/wire';
import { errorMessage } from '../../api/client';
import type { Enterprise, User } from '../../api/entities';
import { useUpdateEnterprise } from '../../api/enterprises';
import { useCountries } from '../../api/reference';
import { CountrySelect } from '../../components/CountrySelect';
import { FormTextField } from '../../components/FormTextField';
import { SwatchPicker } from '../../components/SwatchPicker';
import { notify } from '../../components/notify';

/** The server's rules for the enterprise's fields (enterpriseFields), by the domain's names. */
const fields = fromWire(wireNames.enterprises, enterpriseFields);

/** The form's fields are the enterprise's domain names: its values are the update as they stand. */
const onboardingSchema = z.object({
  name: z.string().trim().min(1, 'Company name is required.').max(200),
  phoneNumber: fields.phoneNumber,
  streetAddress: fields.streetAddress,
  city: fields.city,
  country: fields.country,
  countryCode: fields.countryCode,
  initials: z.string().trim().max(COUNTS.initialsMax, MSG.initialHint),
  colour: z.string(),
  backgroundColour: z.string(),
});
type OnboardingForm = z.input<typeof onboardingSchema>;
export type OnboardingValues = z.output<typeof onboardingSchema>;

/** First letters of the first words of a name, as initials. */
export function initialsFromName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, COUNTS.initialsMax)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
}

function defaultsFrom(enterprise: Enterprise | undefined): OnboardingForm {
  const name = enterprise?.name ?? '';
  return {
    name,
    phoneNumber: enterprise?.phoneNumber ?? '',
    streetAddress: enterprise?.streetAddress ?? '',
    city: enterprise?.city || ENTERPRISE_DEFAULTS.city,
    country: enterprise?.country || ENTERPRISE_DEFAULTS.country,
    // The default code only goes with the default country, not beside a stored one.
    countryCode: enterprise?.countryCode || (enterprise?.country ? null : ENTERPRISE_DEFAULTS.countryCode),
    initials: enterprise?.initials || initialsFromName(name),
    colour: enterprise?.colour || BRAND_PALETTE[1],
    backgroundColour: enterprise?.backgroundColour || BRAND_PALETTE[0],
  };
}

/** The reference country that the company's stored country names: by code first, else by name. */
function countryOf(countries: Country[] | undefined, name: string | null | undefined, code: string | null | undefined) {
  const wanted = name?.trim().toLowerCase();
  return (
    countries?.find((c) => code && c.countryCode?.toUpperCase() === code.toUpperCase()) ??
    countries?.find((c) => wanted && c.country.toLowerCase() === wanted)
  );
}

interface CompanyStepProps {
  user: User;
  enterprise: Enterprise | undefined;
  /** The company was saved: the next step. */
  onSaved: (values: OnboardingValues) => void;
}

/** Step 1: the company's name, address and branding (saved to the enterprise on Continue). */
export function CompanyStep({ user, enterprise, onSaved }: CompanyStepProps) {
  const updateEnterprise = useUpdateEnterprise();
  const countries = useCountries();
  const { control, handleSubmit, formState, watch, getValues, setValue } = useForm<OnboardingForm, unknown, OnboardingValues>({
    resolver: zodResolver(onboardingSchema),
    mode: 'onTouched',
    defaultValues: defaultsFrom(enterprise),
  });
  const [initials, colour, background] = watch(['initials', 'colour', 'backgroundColour']);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateEnterprise.mutateAsync({ id: user.enterpriseId, ...values });
    } catch (error) {
      notify.error(errorMessage(error));
      return;
    }
    onSaved(values);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Company details">
      <Stack spacing={4}>
        <Section title="Company">
          <FormTextField control={control} name="name" label="Company name" autoComplete="organization" />
          <FormTextField control={control} name="phoneNumber" label="Phone" type="tel" autoComplete="tel" />
        </Section>
        <Section title="Address">
          <FormTextField
            control={control}
            name="streetAddress"
            label="Street address"
            autoComplete="street-address"
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <FormTextField control={control} name="city" label="City" autoComplete="address-level2" />
            <Controller
              control={control}
              name="country"
              render={({ field }) => (
                <CountrySelect
                  countries={countries.data ?? []}
                  value={countryOf(countries.data, field.value, getValues('countryCode'))?.countryId ?? null}
                  onChange={(country) => {
                    field.onChange(country?.country ?? '');
                    setValue('countryCode', country?.countryCode ?? null);
                  }}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  disabled={countries.isPending}
                  helperText={countries.isError ? 'The list of countries could not be loaded.' : undefined}
                />
              )}
            />
          </Stack>
        </Section>
        <Section title="Branding">
          <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'flex-start' }}>
            <Avatar
              aria-hidden
              sx={{
                width: 56,
                height: 56,
                fontWeight: 700,
                fontSize: (initials ?? '').length > 2 ? 18 : 22,
                bgcolor: background,
                color: colour,
                border: 1,
                borderColor: 'divider',
              }}
            >
              {initials}
            </Avatar>
            <FormTextField
              control={control}
              name="initials"
              label="Initials"
              helperText={MSG.initialHint}
              transform={(v) => v.toUpperCase().slice(0, COUNTS.initialsMax)}
              slotProps={{ htmlInput: { maxLength: COUNTS.initialsMax, style: { textTransform: 'uppercase' } } }}
              sx={{ maxWidth: 240 }}
            />
          </Box>
          <Controller
            control={control}
            name="colour"
            render={({ field }) => (
              <SwatchPicker label="Text colour" name={field.name} value={field.value} onChange={field.onChange} />
            )}
          />
          <Controller
            control={control}
            name="backgroundColour"
            render={({ field }) => (
              <SwatchPicker
                label="Background colour"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </Section>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={formState.isSubmitting}>
          Continue
        </Button>
      </Stack>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h3" component="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2.5}>{children}</Stack>
    </Box>
  );
}
