import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BRAND_PALETTE,
  COUNTS,
  ENTERPRISE_DEFAULTS,
  MSG,
  enterpriseFields,
  type Country,
  type Enterprise,
  type User,
} from '@candid/shared';
import { errorMessage } from '../../api/client';
import { useUpdateEnterprise } from '../../api/enterprises';
import { useCountries } from '../../api/reference';
import { CountrySelect } from '../../components/CountrySelect';
import { FormTextField } from '../../components/FormTextField';
import { SwatchPicker } from '../../components/SwatchPicker';
import { notify } from '../../components/notify';

const onboardingSchema = z.object({
  Enterprise_Name: z.string().trim().min(1, 'Company name is required.').max(200),
  Enterprise_PhoneNumber: enterpriseFields.Enterprise_PhoneNumber,
  Enterprise_StreetAddress: enterpriseFields.Enterprise_StreetAddress,
  Enterprise_City: enterpriseFields.Enterprise_City,
  Enterprise_Country: enterpriseFields.Enterprise_Country,
  Enterprise_CountryCoded: enterpriseFields.Enterprise_CountryCoded,
  Enterprise_Initials: z.string().trim().max(COUNTS.initialsMax, MSG.initialHint),
  Enterprise_Colour: z.string(),
  Enterprise_BackgroundColour: z.string(),
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
  const name = enterprise?.Enterprise_Name ?? '';
  return {
    Enterprise_Name: name,
    Enterprise_PhoneNumber: enterprise?.Enterprise_PhoneNumber ?? '',
    Enterprise_StreetAddress: enterprise?.Enterprise_StreetAddress ?? '',
    Enterprise_City: enterprise?.Enterprise_City || ENTERPRISE_DEFAULTS.Enterprise_City,
    Enterprise_Country: enterprise?.Enterprise_Country || ENTERPRISE_DEFAULTS.Enterprise_Country,
    // The default code only goes with the default country, not beside a stored one.
    Enterprise_CountryCoded:
      enterprise?.Enterprise_CountryCoded || (enterprise?.Enterprise_Country ? null : ENTERPRISE_DEFAULTS.Enterprise_CountryCoded),
    Enterprise_Initials: enterprise?.Enterprise_Initials || initialsFromName(name),
    Enterprise_Colour: enterprise?.Enterprise_Colour || BRAND_PALETTE[1],
    Enterprise_BackgroundColour: enterprise?.Enterprise_BackgroundColour || BRAND_PALETTE[0],
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
  const [initials, colour, background] = watch([
    'Enterprise_Initials',
    'Enterprise_Colour',
    'Enterprise_BackgroundColour',
  ]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateEnterprise.mutateAsync({ pk_Enterprise_ID: user.fk_Enterprise_ID, ...values });
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
          <FormTextField control={control} name="Enterprise_Name" label="Company name" autoComplete="organization" />
          <FormTextField control={control} name="Enterprise_PhoneNumber" label="Phone" type="tel" autoComplete="tel" />
        </Section>
        <Section title="Address">
          <FormTextField
            control={control}
            name="Enterprise_StreetAddress"
            label="Street address"
            autoComplete="street-address"
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <FormTextField control={control} name="Enterprise_City" label="City" autoComplete="address-level2" />
            <Controller
              control={control}
              name="Enterprise_Country"
              render={({ field }) => (
                <CountrySelect
                  countries={countries.data ?? []}
                  value={countryOf(countries.data, field.value, getValues('Enterprise_CountryCoded'))?.countryId ?? null}
                  onChange={(country) => {
                    field.onChange(country?.country ?? '');
                    setValue('Enterprise_CountryCoded', country?.countryCode ?? null);
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
              name="Enterprise_Initials"
              label="Initials"
              helperText={MSG.initialHint}
              transform={(v) => v.toUpperCase().slice(0, COUNTS.initialsMax)}
              slotProps={{ htmlInput: { maxLength: COUNTS.initialsMax, style: { textTransform: 'uppercase' } } }}
              sx={{ maxWidth: 240 }}
            />
          </Box>
          <Controller
            control={control}
            name="Enterprise_Colour"
            render={({ field }) => (
              <SwatchPicker label="Text colour" name={field.name} value={field.value} onChange={field.onChange} />
            )}
          />
          <Controller
            control={control}
            name="Enterprise_BackgroundColour"
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
