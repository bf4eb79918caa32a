import { TOAST_DEFAULT_MS, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@codedojo/shared';
import { toast } from 'sonner';

/** Toasts with the spec's durations: 4 s default, 3 s success, 5 s error. */
export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_SUCCESS_MS }),
  error: (message: string) => toast.error(message, { duration: TOAST_ERROR_MS }),
  info: (message: string) => toast.info(message, { duration: TOAST_DEFAULT_MS }),
};
