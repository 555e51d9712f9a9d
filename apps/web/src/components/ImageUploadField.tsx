import { useId, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { IMAGE_UPLOAD_MAX_BYTES } from '@candid/shared';
import { DropZone } from './DropZone';

/** What the file picker offers: the kinds SaveImage takes (it checks the bytes again). */
const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

const TEXTS = {
  logo: {
    choose: 'Choose a logo',
    replace: 'Replace logo',
    drop: 'Drop a logo image here',
    uploading: 'Uploading the logo',
    file: 'Logo image file',
    testId: 'logo',
  },
  photo: {
    choose: 'Upload a photo',
    replace: 'Replace photo',
    drop: 'Drop a photo here',
    uploading: 'Uploading the photo',
    file: 'Avatar image file',
    testId: 'avatar',
  },
} as const;

/** The square preview beside the button. */
export interface ImageUploadPreview {
  /** The image shown (stored, or the file being uploaded), else the placeholder. */
  src: string | null;
  alt: string;
  placeholder: ReactNode;
  /** Width and height in px. */
  size: number;
  /** Faded, e.g. while the shown file uploads. */
  dimmed?: boolean;
}

interface ImageUploadFieldProps {
  /** A company logo or a person's photo: names the button, the drop zone and the file input. */
  kind: keyof typeof TEXTS;
  /** The drop zone's label when not the kind's own. */
  dropLabel?: string;
  /** An image is there already: the button offers to replace it. */
  hasImage: boolean;
  /** A file was chosen or dropped; the caller checks and uploads it. */
  onFile: (file: File) => void;
  /** 0 to 1 while uploading, else null (the button waits). */
  progress: number | null;
  /** The refusal of the last file (the pre-check's or the server's). */
  error: string | null;
  /** Without it, the image is previewed elsewhere (e.g. the profile's avatar). */
  preview?: ImageUploadPreview;
}

/**
 * SPEC §2/§5 image upload: a file picker and a drop zone, the allowed kinds and size, the
 * upload's progress, an optional preview and the refusal of the last file.
 */
export function ImageUploadField({ kind, dropLabel, hasImage, onFile, progress, error, preview }: ImageUploadFieldProps) {
  const texts = TEXTS[kind];
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <DropZone accept="Files" label={dropLabel ?? texts.drop} onDropFiles={(files) => files[0] && onFile(files[0])}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
        {preview && (
          <Box
            sx={(t) => ({
              width: preview.size,
              height: preview.size,
              borderRadius: 2,
              border: `1px solid ${t.palette.divider}`,
              display: 'grid',
              placeItems: 'center',
              overflow: 'hidden',
              bgcolor: t.palette.background.paper,
            })}
          >
            {preview.src ? (
              <Box
                component="img"
                src={preview.src}
                alt={preview.alt}
                data-testid={`${texts.testId}-preview`}
                sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', opacity: preview.dimmed ? 0.6 : 1 }}
              />
            ) : (
              preview.placeholder
            )}
          </Box>
        )}
        <Box sx={{ display: 'grid', gap: 0.5, justifyItems: preview ? 'start' : 'center' }}>
          <Button
            variant="outlined"
            startIcon={<UploadFileRounded />}
            onClick={() => input.current?.click()}
            disabled={progress !== null}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          >
            {hasImage ? texts.replace : texts.choose}
          </Button>
          <Typography id={`${id}-hint`} variant="caption" color="text.secondary">
            JPG, PNG, WebP, GIF or AVIF, up to {Math.round(IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024)} MB
          </Typography>
        </Box>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          data-testid={`${texts.testId}-file`}
          aria-label={texts.file}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onFile(file);
          }}
        />
      </Box>
      {progress !== null && (
        <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={texts.uploading} sx={{ mt: 1.5 }} />
      )}
      {error && (
        <Typography id={`${id}-error`} role="alert" color="error" variant="body2" sx={{ mt: 1, textAlign: 'center' }}>
          {error}
        </Typography>
      )}
    </DropZone>
  );
}
