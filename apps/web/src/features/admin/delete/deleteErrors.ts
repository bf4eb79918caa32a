import { ADMIN_WEB } from '@codedojo/shared';
import { errorCode } from '../../../api/client.ts';

/** Spec section 8: the delete failure message, by the server's error code (no answer: the generic one). */
export function deleteErrorMessage(error: unknown): string {
  const code = errorCode(error);
  if (code === 'forbidden') return ADMIN_WEB.deleteForbidden;
  if (code === 'problem_not_found') return ADMIN_WEB.deleteNotFound;
  return ADMIN_WEB.deleteError;
}
