import { ADMIN_WEB } from '@codedojo/shared';
import { ApiError } from '../../../api/client.ts';

/** Spec section 8 names the delete failures by HTTP status: 403, 404, anything else (or no answer). */
export function deleteErrorMessage(error: unknown): string {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 403) return ADMIN_WEB.deleteForbidden;
  if (status === 404) return ADMIN_WEB.deleteNotFound;
  return ADMIN_WEB.deleteError;
}
