import { useEffect, useId, useRef, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { IMAGE_UPLOAD_MAX_BYTES, MSG } from '@candid/shared';
import { errorMessage } from '../../api/client';
import { useLogoUpload } from '../../api/images';
import { DropZone } from '../../components/DropZone';
import { notify } from '../../components/notify';
import { StepActions } from './StepActions';

/** What the file picker offers: the kinds SaveImage takes. */
const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

/** The initials badge the company chose in step 1, shown until a logo is uploaded. */
export interface Branding {
  name: string;
  initials: string;
  colour: string;
  background: string;
}

interface LogoStepProps {
  enterpriseId: number;
  branding: Branding;
  /** The logo already stored, if any. */
  storedLogo: string | null;
  onBack: () => void;
  onNext: () => void;
}

/**
 * Step 2 (optional): the company's logo, uploaded as soon as it is chosen (POST
 * /Enterprise/SaveImage) with a preview and progress; a refused file shows the server's message.
 */
export function LogoStep({ enterpriseId, branding, storedLogo, onBack, onNext }: LogoStepProps) {
  const upload = useLogoUpload();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [logo, setLogo] = useState<string | null>(storedLogo);
  // The chosen file, shown while it uploads.
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => () => {
    if (pending) URL.revokeObjectURL(pending);
  }, [pending]);

  const choose = async (file: File) => {
    if (upload.isPending) return;
    setError(null);
    setSaved(false);
    setPending(URL.createObjectURL(file));
    try {
      const link = await upload.mutateAsync({ target: { kind: 'enterprise', id: enterpriseId }, file });
      setLogo(link);
      setSaved(true);
      notify.success(MSG.imageSaved);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPending(null);
    }
  };

  const shown = pending ?? logo;
  const uploading = upload.progress !== null;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography color="text.secondary">
        Candidates see your logo on the interview page, and clients on the review links you share. You can add or change it
        later from the company page.
      </Typography>
      <DropZone accept="Files" label="Or drop a logo image here" onDropFiles={(files) => files[0] && void choose(files[0])}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap', justifyContent: 'center', py: 1 }}>
          <Box
            sx={(t) => ({
              width: 120,
              height: 120,
              borderRadius: 2,
              border: `1px solid ${t.palette.divider}`,
              display: 'grid',
              placeItems: 'center',
              overflow: 'hidden',
              bgcolor: t.palette.background.paper,
            })}
          >
            {shown ? (
              <Box
                component="img"
                src={shown}
                alt={`${branding.name || 'Company'} logo`}
                data-testid="logo-preview"
                sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', opacity: pending ? 0.6 : 1 }}
              />
            ) : (
              <Avatar
                variant="rounded"
                aria-label={`${branding.name || 'Company'} initials, no logo yet`}
                role="img"
                sx={{
                  width: 88,
                  height: 88,
                  fontWeight: 700,
                  fontSize: branding.initials.length > 2 ? 26 : 34,
                  bgcolor: branding.background,
                  color: branding.colour,
                }}
              >
                {branding.initials}
              </Avatar>
            )}
          </Box>
          <Box sx={{ display: 'grid', gap: 0.75, justifyItems: 'start' }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileRounded />}
              onClick={() => input.current?.click()}
              disabled={uploading}
              aria-describedby={error ? errorId : undefined}
            >
              {logo ? 'Replace logo' : 'Choose a logo'}
            </Button>
            <Typography variant="caption" color="text.secondary">
              JPG, PNG, WebP, GIF or AVIF, up to {Math.round(IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024)} MB
            </Typography>
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
                if (file) void choose(file);
              }}
            />
          </Box>
        </Box>
        {uploading && (
          <LinearProgress
            variant="determinate"
            value={Math.round((upload.progress ?? 0) * 100)}
            aria-label="Uploading the logo"
            sx={{ mt: 1.5 }}
          />
        )}
      </DropZone>
      {error && (
        <Typography id={errorId} role="alert" color="error">
          {error}
        </Typography>
      )}
      {saved && (
        <Typography role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.main' }}>
          <CheckCircleRounded fontSize="small" aria-hidden />
          Logo saved. Candidates will see it instead of your initials.
        </Typography>
      )}
      <StepActions onBack={onBack} onSkip={onNext} onContinue={onNext} busy={uploading} />
    </Box>
  );
}
