import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { IMAGE_UPLOAD_MAX_BYTES, MSG, type User } from '@candid/shared';
import { errorMessage } from '../../api/client';
import { imageFileProblem } from '../../api/images';
import { useUploadUserImage } from '../../api/users';
import { DropZone } from '../../components/DropZone';
import { notify } from '../../components/notify';

/** The kinds SaveImage takes (it checks the bytes again). */
const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

interface AvatarUploadProps {
  userId: number;
  hasImage: boolean;
  onUploaded: (user: User) => void;
}

/** The avatar image: chosen with the file picker or dropped on the zone, with progress and the server's refusal. */
export function AvatarUpload({ userId, hasImage, onUploaded }: AvatarUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadUserImage();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = (file: File) => {
    const problem = imageFileProblem(file);
    setError(problem);
    if (problem) return;
    setProgress(0);
    upload.mutate(
      { userId, file, onProgress: setProgress },
      {
        onSuccess: (user) => {
          onUploaded(user);
          notify.success(MSG.imageSaved);
        },
        onError: (e) => setError(errorMessage(e, MSG.uploadImage)),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <DropZone accept="Files" label="Drop a photo here" onDropFiles={(files) => files[0] && send(files[0])}>
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'center', textAlign: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileRounded />}
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        >
          {hasImage ? 'Replace photo' : 'Upload a photo'}
        </Button>
        <Typography id={`${id}-hint`} variant="body2" color="text.secondary">
          JPG, PNG, WebP, GIF or AVIF, up to {Math.round(IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024)} MB
        </Typography>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          aria-label="Avatar image file"
          data-testid="avatar-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) send(file);
          }}
        />
        {progress !== null && (
          <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label="Uploading the photo" sx={{ width: '100%' }} />
        )}
        {error && (
          <Alert id={`${id}-error`} severity="error" role="alert" sx={{ width: '100%', textAlign: 'left' }}>
            {error}
          </Alert>
        )}
      </Box>
    </DropZone>
  );
}
