import { useState } from 'react';
import { MSG } from '@candid/shared';
import type { User } from '../../api/entities';
import { errorMessage } from '../../api/client';
import { imageFileProblem, useUploadUserImage } from '../../api/images';
import { ImageUploadField } from '../../components/ImageUploadField';
import { notify } from '../../components/notify';

interface AvatarUploadProps {
  userId: number;
  hasImage: boolean;
  onUploaded: (user: User) => void;
}

/** The avatar image: chosen with the file picker or dropped on the zone, with progress and the server's refusal. */
export function AvatarUpload({ userId, hasImage, onUploaded }: AvatarUploadProps) {
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

  return <ImageUploadField kind="photo" hasImage={hasImage} onFile={send} progress={progress} error={error} />;
}
