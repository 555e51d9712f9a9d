import { useEffect, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { MSG } from '@candid/shared';
import { errorMessage } from '../../api/client';
import { useLogoUpload } from '../../api/images';
import { ImageUploadField } from '../../components/ImageUploadField';
import { notify } from '../../components/notify';
import { StepActions } from './StepActions';

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

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography color="text.secondary">
        Candidates see your logo on the interview page, and clients on the review links you share. You can add or change it
        later from the company page.
      </Typography>
      <ImageUploadField
        kind="logo"
        dropLabel="Or drop a logo image here"
        hasImage={Boolean(logo)}
        onFile={(file) => void choose(file)}
        progress={upload.progress}
        error={error}
        preview={{
          src: pending ?? logo,
          alt: `${branding.name || 'Company'} logo`,
          size: 120,
          dimmed: pending !== null,
          placeholder: (
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
          ),
        }}
      />
      {saved && (
        <Typography role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.main' }}>
          <CheckCircleRounded fontSize="small" aria-hidden />
          Logo saved. Candidates will see it instead of your initials.
        </Typography>
      )}
      <StepActions onBack={onBack} onSkip={onNext} onContinue={onNext} busy={upload.progress !== null} />
    </Box>
  );
}
