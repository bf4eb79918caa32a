import { SERVER } from '@codedojo/shared';

/** A failure we mean to report: status, stable code, human message, optional per-field messages. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: Record<string, string>, code = 'bad_request') =>
  new AppError(400, code, message, details);
export const unauthorized = (message: string = SERVER.notLoggedIn, code = 'unauthorized') =>
  new AppError(401, code, message);
export const forbidden = (message: string = SERVER.forbidden) => new AppError(403, 'forbidden', message);
export const notFound = (message: string = SERVER.notFound, code = 'not_found') =>
  new AppError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
export const tooManyRequests = (message: string = SERVER.rateLimited, code = 'rate_limited') =>
  new AppError(429, code, message);
