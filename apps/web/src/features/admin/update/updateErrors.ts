import { ADMIN_WEB, fillTemplate } from '@codedojo/shared';
import { ApiError, NetworkError } from '../../../api/client.ts';

/**
 * Spec section 8 names the update failures by HTTP status: 403, 404, any other answer as
 * 'Server error: {message} (Status {code})'; no answer, or a failure before the request left.
 */
export function updateErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return ADMIN_WEB.updateNoResponse;
  if (!(error instanceof ApiError)) return ADMIN_WEB.updateSetupError;
  if (error.status === 403) return ADMIN_WEB.updateForbidden;
  if (error.status === 404) return ADMIN_WEB.updateNotFound;
  return fillTemplate(ADMIN_WEB.updateServerError, {
    message: error.serverMessage ?? `HTTP ${error.status}`,
    code: error.status,
  });
}
