import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import { ImageUploadField } from '../../components/ImageUploadField';
import type { OrganisationFormValues } from './organisationForm';

interface LogoFieldProps {
  control: Control<OrganisationFormValues>;
  /** The logo to preview: the stored one or the file waiting to be uploaded. */
  previewUrl: string | null;
  onFile: (file: File) => void;
  /** 0 to 1 while uploading, else null. */
  progress: number | null;
  /** The server's (or the pre-check's) refusal of the last file. */
  error: string | null;
  companyName: string;
}

/**
 * SPEC §2/§5: the switch between the logo and the initials, and the logo itself, chosen with
 * the file picker or dropped onto the zone, with a preview, the upload's progress and its refusal.
 */
export function LogoField({ control, previewUrl, onFile, progress, error, companyName }: LogoFieldProps) {
  const enabled = useController({ control, name: 'avatarEnable' });
  const errorId = useId();
  const switchError = enabled.fieldState.error?.message;

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <FormControlLabel
        control={
          <Switch
            checked={enabled.field.value}
            onChange={(e) => enabled.field.onChange(e.target.checked)}
            onBlur={enabled.field.onBlur}
            slotProps={{ input: { ref: enabled.field.ref, 'aria-describedby': switchError ? `${errorId}-switch` : undefined } }}
          />
        }
        label="Show the logo instead of the initials"
      />
      {switchError && (
        <FormHelperText error id={`${errorId}-switch`} role="alert" sx={{ mt: -1 }}>
          {switchError}
        </FormHelperText>
      )}

      <ImageUploadField
        kind="logo"
        hasImage={Boolean(previewUrl)}
        onFile={onFile}
        progress={progress}
        error={error}
        preview={{
          src: previewUrl,
          alt: `${companyName || 'Company'} logo`,
          size: 96,
          placeholder: (
            <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', px: 1 }}>
              No logo yet
            </Typography>
          ),
        }}
      />
    </Box>
  );
}
