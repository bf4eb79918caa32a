/** The response envelope of DESIGN section 4. */
export type ApiSuccess<T> = { success: true; message: string; data?: T };
export type ApiFailure = { success: false; error: string; details?: Record<string, string> };

export const API_BASE = '/api/v1';
