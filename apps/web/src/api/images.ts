import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMAGE_UPLOAD_MAX_BYTES, MSG, type imagesApi, type DataOf } from '@candid/shared';
import { imagesRoutes } from '@candid/shared/routes';
import { API_BASE, ApiError } from './client';
import { employerFromWire, enterpriseFromWire, userFromWire, type Employer, type Enterprise, type User } from './entities';
import { storeEmployer } from './employers';
import { storeEnterprise } from './enterprises';
import { userKeys } from './queryKeys';

/** Upload progress: 0 to 1. */
export type UploadProgress = (fraction: number) => void;

const WIRE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/**
 * Refuses, before sending, a file the server would refuse anyway: the wrong kind by its stated
 * type, or too large. The server checks the bytes themselves, so a renamed text file still
 * reaches it and gets its own refusal.
 */
export function imageFileProblem(file: File): string | null {
  if (file.type && !WIRE_IMAGE_TYPES.includes(file.type)) return MSG.imageWrongType;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return MSG.imageTooLarge;
  return null;
}

/**
 * POSTs one file as the multipart part `file` with XMLHttpRequest, which, unlike fetch, reports
 * upload progress. Resolves to the answer's data; a refusal throws {@link ApiError} with the
 * server's message (MSG.imageWrongType, MSG.imageTooLarge, MSG.uploadImage).
 */
export function uploadImage<T>(path: string, query: Record<string, number>, file: File, onProgress?: UploadProgress): Promise<T> {
  const body = new FormData();
  body.append('file', file, file.name);
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}?${qs}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(Number.NaN));
    xhr.onabort = () => reject(new ApiError(Number.NaN));
    xhr.onload = () => {
      let wrapper: { successful?: boolean; data?: T; message?: string; details?: Record<string, string[]> } | null = null;
      try {
        wrapper = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        wrapper = null;
      }
      if (xhr.status < 200 || xhr.status >= 300 || !wrapper || wrapper.successful === false) {
        reject(new ApiError(xhr.status, wrapper?.message, wrapper?.details));
        return;
      }
      onProgress?.(1);
      resolve(wrapper.data as T);
    };
    xhr.send(body);
  });
}

/** The two organisation images: the own company's logo and a client employer's logo. */
export type LogoTarget = { kind: 'enterprise'; id: number } | { kind: 'employer'; id: number };

/** POST /Enterprise/SaveImage?enterpriseId=: answers the updated company. */
export const saveEnterpriseImage = async (id: number, file: File, onProgress?: UploadProgress): Promise<Enterprise> =>
  enterpriseFromWire(
    await uploadImage<DataOf<typeof imagesApi.saveEnterpriseImage>>(imagesRoutes.saveEnterpriseImage.path, { enterpriseId: id }, file, onProgress),
  );

/** POST /Employer/SaveImage?employerId=: answers the updated employer. */
export const saveEmployerImage = async (id: number, file: File, onProgress?: UploadProgress): Promise<Employer> =>
  employerFromWire(
    await uploadImage<DataOf<typeof imagesApi.saveEmployerImage>>(imagesRoutes.saveEmployerImage.path, { employerId: id }, file, onProgress),
  );

/**
 * Uploads a logo with its progress (null while idle) and puts the updated company into the
 * caches that show it. Resolves to the new image link.
 */
export function useLogoUpload() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ target, file }: { target: LogoTarget; file: File }): Promise<string | null> => {
      const problem = imageFileProblem(file);
      if (problem) throw new ApiError(400, problem);
      setProgress(0);
      if (target.kind === 'enterprise') {
        const enterprise: Enterprise = await saveEnterpriseImage(target.id, file, setProgress);
        storeEnterprise(queryClient, enterprise);
        return enterprise.imageLink ?? null;
      }
      const employer: Employer = await saveEmployerImage(target.id, file, setProgress);
      storeEmployer(queryClient, employer);
      return employer.imageLink;
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

/** POST /User/SaveImage?userId=: the avatar (multipart `file`), with upload progress; answers the updated user. */
export const saveUserImage = async (userId: number, file: File, onProgress?: UploadProgress): Promise<User> =>
  userFromWire(await uploadImage<DataOf<typeof imagesApi.saveUserImage>>(imagesRoutes.saveUserImage.path, { userId }, file, onProgress));

/** Uploads the avatar and puts the answer in the cached copies of the user. */
export function useUploadUserImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, file, onProgress }: { userId: number; file: File; onProgress?: (fraction: number) => void }) =>
      saveUserImage(userId, file, onProgress),
    onSuccess: (user) => {
      queryClient.setQueriesData<User>({ queryKey: userKeys.byEmails }, (old) => (old && old.id === user.id ? { ...old, ...user } : old));
      queryClient.setQueryData<User>(userKeys.byId(user.id), user);
    },
  });
}
