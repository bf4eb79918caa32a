import { ERROR_CODES, type ErrorCode, SERVER } from '@codedojo/shared';

/** A failure we mean to report: status, stable code, human message, optional per-field messages. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

const C = ERROR_CODES;

export const badRequest = (
  message: string,
  details?: Record<string, string>,
  code: ErrorCode = C.badRequest,
) => new AppError(400, code, message, details);
export const unauthorized = (message: string = SERVER.notLoggedIn, code: ErrorCode = C.unauthorized) =>
  new AppError(401, code, message);
export const forbidden = (message: string = SERVER.forbidden, code: ErrorCode = C.forbidden) =>
  new AppError(403, code, message);
export const notFound = (message: string = SERVER.notFound, code: ErrorCode = C.routeNotFound) =>
  new AppError(404, code, message);
export const conflict = (message: string, code: ErrorCode) => new AppError(409, code, message);
export const tooManyRequests = (message: string = SERVER.rateLimited, code: ErrorCode = C.rateLimited) =>
  new AppError(429, code, message);
export const unavailable = (message: string, code: ErrorCode) => new AppError(503, code, message);
