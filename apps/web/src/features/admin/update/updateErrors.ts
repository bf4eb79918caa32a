import { ADMIN_WEB, fillTemplate } from '@codedojo/shared';
import { NetworkError } from '../../../api/client.ts';

/** Spec section 8: the update failure message for an HTTP status. */
export function updateErrorMessage(status: number, serverError: string | undefined): string {
  if (status === 403) return ADMIN_WEB.updateForbidden;
  if (status === 404) return ADMIN_WEB.updateNotFound;
  return fillTemplate(ADMIN_WEB.updateServerError, {
    message: serverError ?? `HTTP ${status}`,
    code: status,
  });
}

/** No answer at all, or a failure before the request was sent. */
export function updateExceptionMessage(cause: unknown): string {
  return cause instanceof NetworkError ? ADMIN_WEB.updateNoResponse : ADMIN_WEB.updateSetupError;
}
