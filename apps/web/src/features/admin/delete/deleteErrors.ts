import { ADMIN_WEB } from '@codedojo/shared';

/** Spec section 8: the delete failure message for an HTTP status. */
export function deleteErrorMessage(status: number): string {
  if (status === 403) return ADMIN_WEB.deleteForbidden;
  if (status === 404) return ADMIN_WEB.deleteNotFound;
  return ADMIN_WEB.deleteError;
}
