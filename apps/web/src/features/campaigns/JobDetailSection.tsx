import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { MSG, PAY_TYPES, WORK_TYPES, type User } from '@candid/shared';
import { useCountries, useJobCategories, useSubCategories } from '../../api/reference';
import { UserAvatar } from '../../components/UserAvatar';
import { notify } from '../../components/notify';
import { CompanyAvatar, CompanyDialog, type CompanyOption } from './CompanyDialog';
import { HiringManagerDialog, fullName } from './HiringManagerDialog';
import { JobDatesFields } from './JobDatesFields';
import { LocationFields, MENU_PROPS } from './LocationFields';
import { PayRangeFields } from './PayRangeFields';
import type { JobDraft } from './jobDraft';

interface JobDetailSectionProps {
  draft: JobDraft;
  onChange: (patch: Partial<JobDraft>) => void;
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

/** The Job Detail section of the create-job screen (SPEC §2). */
export function JobDetailSection({ draft, onChange, companies, companiesLoading, team, currentUser }: JobDetailSectionProps) {
  const categories = useJobCategories();
  const subCategories = useSubCategories(draft.categoryId);
  const countries = useCountries();
  const [companyOpen, setCompanyOpen] = useState(false);
  const [managerOpen, setManagerOpen] = useState(false);
  const [subOpen, setSubOpen] = useState(false);

  const company = companies.find((c) => c.id === draft.employerId) ?? null;
  const manager =
    team.find((u) => u.pk_User_ID === draft.hiringManagerId) ??
    (draft.hiringManagerId === currentUser.pk_User_ID ? currentUser : null);

  // SPEC §5: the country defaults to the campaign's, then the company's, then the placeholder.
  const countryDefaulted = useRef(draft.countryId !== null);
  useEffect(() => {
    if (countryDefaulted.current || !countries.data || !company) return;
    countryDefaulted.current = true;
    const code = company.countryCode?.toUpperCase();
    const name = company.country?.toLowerCase();
    const match = countries.data.find(
      (c) => (code && c.countryCode?.toUpperCase() === code) || (name && c.country.toLowerCase() === name),
    );
    if (match) onChange({ countryId: match.countryId });
  }, [countries.data, company, onChange]);

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

      <TextField
        label="Job Title"
        required
        value={draft.title}
        onChange={(e) => onChange({ title: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField
          label="Job Code"
          value={draft.referenceCode}
          onChange={(e) => onChange({ referenceCode: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
        <TextField
          label="Job ID"
          value={draft.id ?? '—'}
          slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-readonly': true } }}
        />
      </Box>

      <JobDatesFields startDate={draft.startDate} endDate={draft.endDate} onChange={onChange} />

      <TextField
        select
        label="Main Category"
        value={draft.categoryId ?? ''}
        onChange={(e) => {
          const value = e.target.value as unknown as number | '';
          onChange({ categoryId: value === '' ? null : Number(value), subCategoryId: null });
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
          <MenuItem key={c.JobId} value={c.JobId}>
            {c.JobName}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Sub Category"
        value={draft.categoryId ? (draft.subCategoryId ?? '') : ''}
        onChange={(e) => {
          const value = e.target.value as unknown as number | '';
          onChange({ subCategoryId: value === '' ? null : Number(value) });
        }}
        slotProps={{
          select: {
            displayEmpty: true,
            MenuProps: MENU_PROPS,
            open: subOpen,
            onOpen: () => {
              if (!draft.categoryId) notify.error(MSG.selectJobCategory);
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
          <MenuItem key={c.JobSubCategoryId} value={c.JobSubCategoryId}>
            {c.JobSubCategoryName}
          </MenuItem>
        ))}
      </TextField>

      <LocationFields draft={draft} countries={countries.data ?? []} onChange={onChange} />

      <TextField
        select
        label="Work Type"
        value={draft.workTypeId}
        onChange={(e) => onChange({ workTypeId: Number(e.target.value) })}
      >
        {WORK_TYPES.map((w) => (
          <MenuItem key={w.id} value={w.id}>
            {w.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Pay Type"
        value={draft.payTypeId}
        onChange={(e) => onChange({ payTypeId: Number(e.target.value) })}
      >
        {PAY_TYPES.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.label}
          </MenuItem>
        ))}
      </TextField>
      <PayRangeFields from={draft.payFrom} to={draft.payTo} onChange={onChange} />

      <CompanyDialog
        open={companyOpen}
        options={companies}
        loading={companiesLoading}
        selectedId={draft.employerId}
        onSelect={(employerId) => onChange({ employerId })}
        onClose={() => setCompanyOpen(false)}
      />
      <HiringManagerDialog
        open={managerOpen}
        team={team}
        selectedId={draft.hiringManagerId}
        onSelect={(hiringManagerId) => onChange({ hiringManagerId })}
        onClose={() => setManagerOpen(false)}
      />
    </Box>
  );
}
