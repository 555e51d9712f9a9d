import { toast } from 'react-toastify/unstyled';

/** SPEC §8: success toasts are green, errors red; position and timing are set on the container. */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
};
