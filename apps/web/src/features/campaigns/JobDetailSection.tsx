import { useEffect, useRef, useState } from 'react';
import { Controller, useFormContext, useWatch, type UseFormSetValue } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { MSG, PAY_TYPES, WORK_TYPES } from '@candid/shared';
import { JOB_LANGUAGES } from '@candid/shared/locales';
import type { User } from '../../api/entities';
import { useCountries, useJobCategories, useSubCategories } from '../../api/reference';
import { UserAvatar } from '../../components/UserAvatar';
import { notify } from '../../components/notify';
import { CompanyAvatar, CompanyDialog, type CompanyOption } from './CompanyDialog';
import { HiringManagerDialog, fullName } from './HiringManagerDialog';
import { JobDatesFields } from './JobDatesFields';
import { LocationFields, MENU_PROPS } from './LocationFields';
import { PayRangeFields } from './PayRangeFields';
import type { JobDraft, JobForm, JobSaveBody } from './jobDraft';

interface JobDetailSectionProps {
  companies: CompanyOption[];
  companiesLoading: boolean;
  team: User[];
  currentUser: User;
}

function PickerRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        sx={(t) => ({
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          border: `1px solid ${t.palette.divider}`,
          borderRadius: 2,
          px: 1.5,
          py: 1,
          minHeight: 56,
          bgcolor: 'background.paper',
        })}
      >
        {children}
      </Box>
    </Box>
  );
}

/** The languages a job can take, with the job's own first when it is one the list does not offer (an older job's tag). */
function languageOptions(current: string): readonly { tag: string; label: string }[] {
  return JOB_LANGUAGES.some((language) => language.tag === current) ? JOB_LANGUAGES : [{ tag: current, label: current }, ...JOB_LANGUAGES];
}

/** Sets several fields at once, for the pickers whose one choice changes more than one field. */
function setFields(setValue: UseFormSetValue<JobForm>, patch: Partial<JobDraft>) {
  for (const key of Object.keys(patch) as (keyof JobDraft)[]) setValue(key, patch[key] as JobDraft[typeof key], { shouldDirty: true });
}

const DETAIL_FIELDS = [
  'id',
  'employerId',
  'hiringManagerId',
  'startDate',
  'endDate',
  'categoryId',
  'countryId',
  'cityId',
  'locationText',
  'payFrom',
  'payTo',
] as const;

/** The Job Detail section of the create-job screen (SPEC §2), on the job form of its JobScreen. */
export function JobDetailSection({ companies, companiesLoading, team, currentUser }: JobDetailSectionProps) {
  const { control, setValue } = useFormContext<JobForm, unknown, JobSaveBody>();
  const [id, employerId, hiringManagerId, startDate, endDate, categoryId, countryId, cityId, locationText, payFrom, payTo] =
    useWatch({ control, name: DETAIL_FIELDS });
  const onChange = (patch: Partial<JobDraft>) => setFields(setValue, patch);
  const categories = useJobCategories();
  const subCategories = useSubCategories(categoryId);
  const countries = useCountries();
  const [companyOpen, setCompanyOpen] = useState(false);
  const [managerOpen, setManagerOpen] = useState(false);
  const [subOpen, setSubOpen] = useState(false);

  const company = companies.find((c) => c.id === employerId) ?? null;
  const manager =
    team.find((u) => u.id === hiringManagerId) ?? (hiringManagerId === currentUser.id ? currentUser : null);

  // SPEC §5: the country defaults to the campaign's, then the company's, then the placeholder.
  const countryDefaulted = useRef(countryId !== null);
  useEffect(() => {
    if (countryDefaulted.current || !countries.data || !company) return;
    countryDefaulted.current = true;
    const code = company.countryCode?.toUpperCase();
    const name = company.country?.toLowerCase();
    const match = countries.data.find(
      (c) => (code && c.countryCode?.toUpperCase() === code) || (name && c.country.toLowerCase() === name),
    );
    if (match) setValue('countryId', match.countryId, { shouldDirty: true });
  }, [countries.data, company, setValue]);

  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, pt: 1 }}>
      <PickerRow label="Company">
        {company ? (
          <>
            <CompanyAvatar company={company} />
            <Typography sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
              {company.name}
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
            No company selected
          </Typography>
        )}
        <Button size="small" variant="outlined" onClick={() => setCompanyOpen(true)} aria-label="Change company">
          Change
        </Button>
      </PickerRow>
      <PickerRow label="Hiring manager">
        {manager ? (
          <>
            <UserAvatar user={manager} />
            {/* The whole name, cut by the row's width (with the tooltip) rather than at 8 characters. */}
            <Tooltip title={fullName(manager)}>
              <Typography sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
                {fullName(manager)}
              </Typography>
            </Tooltip>
          </>
        ) : (
          <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
            Not chosen
          </Typography>
        )}
        <Button size="small" variant="outlined" onClick={() => setManagerOpen(true)} aria-label="Change hiring manager">
          Change
        </Button>
      </PickerRow>

      <Controller
        control={control}
        name="title"
        render={({ field: { ref, ...field } }) => (
          <TextField label="Job Title" required inputRef={ref} {...field} slotProps={{ htmlInput: { maxLength: 200 } }} />
        )}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <Controller
          control={control}
          name="referenceCode"
          render={({ field: { ref, ...field } }) => (
            <TextField label="Job Code" inputRef={ref} {...field} slotProps={{ htmlInput: { maxLength: 50 } }} />
          )}
        />
        <TextField
          label="Job ID"
          value={id ?? '—'}
          slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-readonly': true } }}
        />
      </Box>

      <JobDatesFields startDate={startDate} endDate={endDate} onChange={onChange} />

      <Controller
        control={control}
        name="categoryId"
        render={({ field }) => (
          <TextField
            select
            label="Main Category"
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={field.value ?? ''}
            onChange={(e) => {
              const value = e.target.value as unknown as number | '';
              field.onChange(value === '' ? null : Number(value));
              setValue('subCategoryId', null, { shouldDirty: true });
            }}
            slotProps={{
              select: { displayEmpty: true, MenuProps: MENU_PROPS },
              inputLabel: { shrink: true },
            }}
          >
            <MenuItem value="">
              <em>Select a category</em>
            </MenuItem>
            {(categories.data ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="subCategoryId"
        render={({ field }) => (
          <TextField
            select
            label="Sub Category"
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={categoryId ? (field.value ?? '') : ''}
            onChange={(e) => {
              const value = e.target.value as unknown as number | '';
              field.onChange(value === '' ? null : Number(value));
            }}
            slotProps={{
              select: {
                displayEmpty: true,
                MenuProps: MENU_PROPS,
                open: subOpen,
                onOpen: () => {
                  if (!categoryId) notify.error(MSG.selectJobCategory);
                  else setSubOpen(true);
                },
                onClose: () => setSubOpen(false),
              },
              inputLabel: { shrink: true },
            }}
          >
            <MenuItem value="">
              <em>Select a sub category</em>
            </MenuItem>
            {(subCategories.data ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />

      <LocationFields draft={{ countryId, cityId, locationText }} countries={countries.data ?? []} onChange={onChange} />

      <Controller
        control={control}
        name="workTypeId"
        render={({ field: { ref, ...field } }) => (
          <TextField select label="Work Type" inputRef={ref} {...field} onChange={(e) => field.onChange(Number(e.target.value))}>
            {WORK_TYPES.map((w) => (
              <MenuItem key={w.id} value={w.id}>
                {w.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="payTypeId"
        render={({ field: { ref, ...field } }) => (
          <TextField select label="Pay Type" inputRef={ref} {...field} onChange={(e) => field.onChange(Number(e.target.value))}>
            {PAY_TYPES.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <PayRangeFields from={payFrom} to={payTo} onChange={onChange} />
      <Controller
        control={control}
        name="language"
        render={({ field: { ref, ...field } }) => (
          <TextField
            select
            label="Candidate language"
            inputRef={ref}
            {...field}
            helperText="The language of the candidate’s interview pages and of the questions read aloud."
          >
            {languageOptions(field.value).map((language) => (
              <MenuItem key={language.tag} value={language.tag}>
                {language.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />

      <CompanyDialog
        open={companyOpen}
        options={companies}
        loading={companiesLoading}
        selectedId={employerId}
        onSelect={(selected) => setValue('employerId', selected, { shouldDirty: true })}
        onClose={() => setCompanyOpen(false)}
      />
      <HiringManagerDialog
        open={managerOpen}
        team={team}
        selectedId={hiringManagerId}
        onSelect={(selected) => setValue('hiringManagerId', selected, { shouldDirty: true })}
        onClose={() => setManagerOpen(false)}
      />
    </Box>
  );
}
