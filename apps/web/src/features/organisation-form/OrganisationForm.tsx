import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { MSG, careersPath, isImageLink } from '@candid/shared';
import { ApiError, errorMessage } from '../../api/client';
import { imageFileProblem, useLogoUpload, type LogoTarget } from '../../api/images';
import { FormTextField } from '../../components/FormTextField';
import { notify } from '../../components/notify';
import { SwatchPicker } from '../../components/SwatchPicker';
import { AddressFields } from './AddressFields';
import { CompanyAvatar } from './CompanyAvatar';
import { LogoField } from './LogoField';
import { PhoneFields } from './PhoneFields';
import {
  ORGANISATION_TABS,
  companyInitials,
  detailsToFieldErrors,
  organisationResolver,
  tabOfField,
  type OrganisationField,
  type OrganisationFormValues,
  type OrganisationKind,
  type OrganisationTabId,
} from './organisationForm';

/** What a page's save step gets besides the values. */
export interface OrganisationSaveHelpers {
  /** A logo chosen on the create page, to upload once the company exists. */
  pendingLogo: File | null;
  /** Uploads a logo with the form's progress bar; resolves to the new link. */
  uploadLogo: (target: LogoTarget, file: File) => Promise<string | null>;
}

interface OrganisationFormProps {
  kind: OrganisationKind;
  heading: string;
  backTo: string;
  defaultValues: OrganisationFormValues;
  /** The stored company a logo is uploaded to at once; without it (create) the logo waits for Save. */
  logoTarget?: LogoTarget;
  /** Saves; a thrown ApiError's details are shown on their fields and its message as a toast. */
  onSave: (values: OrganisationFormValues, helpers: OrganisationSaveHelpers) => Promise<void>;
  /** Shown under the company's name (e.g. 'Client' or the company number). */
  caption?: ReactNode;
}

const uppercase = (value: string) => value.toUpperCase();

/**
 * The company form of SPEC §2, shared by the company edit page and the client create and edit
 * pages: a Back link, the live avatar and name, Save, and the tabs Basic Detail, Initials,
 * Address and Contact.
 */
export function OrganisationForm({ kind, heading, backTo, defaultValues, logoTarget, onSave, caption }: OrganisationFormProps) {
  const [pendingLogo, setPendingLogo] = useState<File | null>(null);
  const pendingUrl = useMemo(() => (pendingLogo ? URL.createObjectURL(pendingLogo) : null), [pendingLogo]);
  useEffect(() => () => (pendingUrl ? URL.revokeObjectURL(pendingUrl) : undefined), [pendingUrl]);

  const pendingRef = useRef(false);
  pendingRef.current = pendingLogo !== null;
  const resolver = useMemo(() => organisationResolver(() => ({ kind, hasPendingImage: pendingRef.current })), [kind]);
  const form = useForm<OrganisationFormValues>({ defaultValues, resolver, shouldFocusError: false });
  const { control, handleSubmit, setValue, setError, setFocus, formState } = form;
  const [tab, setTab] = useState<OrganisationTabId>('basic');
  const [focusField, setFocusField] = useState<OrganisationField | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const upload = useLogoUpload();

  // Focus the first wrong field once its tab is shown.
  useEffect(() => {
    if (!focusField) return;
    setFocusField(null);
    try {
      setFocus(focusField);
    } catch {
      // A field without a focusable input (the colour swatches): its tab is shown, that is enough.
    }
  }, [focusField, setFocus, tab]);

  const [name, initials, colour, background, avatarEnable, imageLink, countryCode, slug] = useWatch({
    control,
    name: ['name', 'initials', 'colour', 'backgroundColour', 'avatarEnable', 'imageLink', 'countryCode', 'slug'],
  });
  // A stored company has a careers slug (the server makes it from the name on creation).
  const hasCareersPage = defaultValues.slug !== '';
  const storedImage = isImageLink(imageLink) ? imageLink : null;
  const previewUrl = pendingUrl ?? storedImage;

  const showError = (field: OrganisationField) => {
    setTab(tabOfField(field));
    setFocusField(field);
  };

  const onInvalid = (errors: FieldErrors<OrganisationFormValues>) => {
    const first = ORGANISATION_TABS.flatMap((t) => t.fields as readonly OrganisationField[]).find((f) => errors[f]);
    if (first) showError(first);
  };

  const uploadLogo = async (target: LogoTarget, file: File) => {
    setLogoError(null);
    try {
      const link = await upload.mutateAsync({ target, file });
      setValue('imageLink', link ?? '');
      setValue('avatarEnable', true, { shouldValidate: formState.isSubmitted });
      return link;
    } catch (error) {
      setLogoError(errorMessage(error));
      throw error;
    }
  };

  const onFile = (file: File) => {
    const problem = imageFileProblem(file);
    if (problem) {
      setLogoError(problem);
      return;
    }
    if (logoTarget) {
      uploadLogo(logoTarget, file).then(
        () => notify.success(MSG.imageSaved),
        () => undefined,
      );
      return;
    }
    setLogoError(null);
    setPendingLogo(file);
    setValue('avatarEnable', true, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values, { pendingLogo, uploadLogo });
      setPendingLogo(null);
    } catch (error) {
      if (error instanceof ApiError) {
        const { fields } = detailsToFieldErrors(error.details);
        for (const { field, message } of fields) setError(field, { type: 'server', message });
        if (fields[0]) showError(fields[0].field);
      }
      notify.error(errorMessage(error));
    }
  }, onInvalid);

  const avatar = {
    name,
    initials: companyInitials(name || '?', initials),
    colour,
    background,
    image: avatarEnable ? previewUrl : null,
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="organisation-form-heading">
      <Link component={RouterLink} to={backTo} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1.5 }}>
        <ArrowBackRounded fontSize="small" aria-hidden />
        Back
      </Link>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <Typography variant="h1" component="h1" id="organisation-form-heading" sx={{ flexGrow: 1 }}>
          {heading}
        </Typography>
        <Button
          type="submit"
          variant="contained"
          disabled={formState.isSubmitting || upload.isPending}
          startIcon={formState.isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          sx={{ minWidth: 120 }}
        >
          Save
        </Button>
      </Box>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2, display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
        <Box data-testid="company-avatar-preview">
          <CompanyAvatar company={avatar} size={64} alt={avatar.image ? `${name || 'Company'} logo` : ''} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="p" sx={{ overflowWrap: 'anywhere' }} data-testid="company-name-preview">
            {name.trim() || 'Company name'}
          </Typography>
          {caption && (
            <Typography color="text.secondary" variant="body2">
              {caption}
            </Typography>
          )}
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        <Tabs
          value={tab}
          onChange={(_e, value: OrganisationTabId) => setTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Company detail sections"
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            px: { xs: 0, sm: 1 },
            // The four tabs fit a 390 px phone without scrolling.
            '& .MuiTab-root': { minWidth: { xs: 0, sm: 90 }, px: { xs: 1.25, sm: 2 } },
          }}
        >
          {ORGANISATION_TABS.map((t) => (
            <Tab key={t.id} value={t.id} label={t.label} id={`org-tab-${t.id}`} aria-controls={`org-panel-${t.id}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`org-panel-${tab}`} aria-labelledby={`org-tab-${tab}`} sx={{ p: { xs: 2, sm: 3 } }}>
          {tab === 'basic' && (
            <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
              <FormTextField control={control} name="name" label="Name" required autoComplete="organization" />
              <FormTextField control={control} name="name2" label="Name 2" />
              <FormTextField control={control} name="companyNumber" label="Company number" />
              <FormTextField control={control} name="businessNumber" label="Business number" />
              <FormTextField control={control} name="taxRegistrationNumber" label="Tax registration number" />
              <FormTextField control={control} name="duns" label="DUNS" />
              <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
              <FormTextField control={control} name="referenceCode" label="Reference code" />
              <FormTextField
                control={control}
                name="notes"
                label="Notes for clients"
                multiline
                minRows={3}
                sx={{ gridColumn: '1 / -1' }}
              />
              {hasCareersPage && (
                <FormTextField
                  control={control}
                  name="slug"
                  label="Careers page address"
                  helperText={`${window.location.origin}${careersPath(slug.trim() || defaultValues.slug)}`}
                  slotProps={{ htmlInput: { maxLength: 60, spellCheck: false, autoCapitalize: 'none' } }}
                  sx={{ gridColumn: '1 / -1' }}
                />
              )}
            </Box>
          )}
          {tab === 'initials' && (
            <Box sx={{ display: 'grid', gap: 3 }}>
              <FormTextField
                control={control}
                name="initials"
                label="Initial"
                helperText={MSG.initialHint}
                transform={uppercase}
                slotProps={{ htmlInput: { maxLength: 3, style: { textTransform: 'uppercase' } } }}
                sx={{ maxWidth: 240 }}
              />
              <SwatchPicker
                label="Text colour"
                name="colour"
                value={colour}
                onChange={(c) => setValue('colour', c, { shouldDirty: true })}
              />
              <SwatchPicker
                label="Background colour"
                name="backgroundColour"
                value={background}
                onChange={(c) => setValue('backgroundColour', c, { shouldDirty: true })}
              />
              <LogoField
                control={control}
                previewUrl={previewUrl}
                onFile={onFile}
                progress={upload.progress}
                error={logoError}
                companyName={name}
              />
            </Box>
          )}
          {tab === 'address' && <AddressFields control={control} setValue={setValue} />}
          {tab === 'contact' && (
            <Box sx={{ display: 'grid', gap: 4 }}>
              <PhoneFields control={control} which="phone" label="Phone number" preferredRegion={countryCode} />
              <PhoneFields control={control} which="alt" label="Alternate number" preferredRegion={countryCode} />
            </Box>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
