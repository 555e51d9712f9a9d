import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { useController, type Control } from 'react-hook-form';
import { IMAGE_UPLOAD_MAX_BYTES } from '@candid/shared';
import { DropZone } from '../../components/DropZone';
import type { OrganisationFormValues } from './organisationForm';

/** What the file picker offers: the kinds SaveImage takes. */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

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
  const enabled = useController({ control, name: 'AvatarEnable' });
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const switchError = enabled.fieldState.error?.message;
  const uploading = progress !== null;

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

      <DropZone accept="Files" label="Drop a logo image here" onDropFiles={(files) => files[0] && onFile(files[0])}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Box
            sx={(t) => ({
              width: 96,
              height: 96,
              borderRadius: 2,
              border: `1px solid ${t.palette.divider}`,
              display: 'grid',
              placeItems: 'center',
              overflow: 'hidden',
              bgcolor: t.palette.background.paper,
            })}
          >
            {previewUrl ? (
              <Box
                component="img"
                src={previewUrl}
                alt={`${companyName || 'Company'} logo`}
                data-testid="logo-preview"
                sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
              />
            ) : (
              <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', px: 1 }}>
                No logo yet
              </Typography>
            )}
          </Box>
          <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileRounded />}
              onClick={() => input.current?.click()}
              disabled={uploading}
              aria-describedby={error ? `${errorId}-upload` : undefined}
            >
              {previewUrl ? 'Replace logo' : 'Choose a logo'}
            </Button>
            <Typography variant="caption" color="text.secondary">
              JPG, PNG, WebP, GIF or AVIF, up to {Math.round(IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024)} MB
            </Typography>
          </Box>
          <input
            ref={input}
            type="file"
            accept={LOGO_ACCEPT}
            hidden
            data-testid="logo-file"
            aria-label="Logo image file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) onFile(file);
            }}
          />
        </Box>
        {uploading && (
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label="Uploading the logo"
            sx={{ mt: 1.5 }}
          />
        )}
      </DropZone>
      {error && (
        <Typography id={`${errorId}-upload`} role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
    </Box>
  );
}
