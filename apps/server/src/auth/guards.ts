import { REGISTRATION_COOKIE, SESSION_COOKIE } from '@codedojo/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { isAdmin } from '../policies/roles.ts';
import { findSessionById } from './sessions.ts';
import { sha256 } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / adminOnly (run them as onRequest hooks: before body validation). */
    user?: UserRow;
  }
}

/**
 * The request's cookies, parsed on first use: @fastify/cookie runs without a hook (app.ts), so
 * requests that never look at a cookie (static files, health) do not parse them.
 */
export function cookiesOf(request: FastifyRequest): Record<string, string | undefined> {
  if (!request.cookies) {
    const header = request.headers.cookie;
    request.cookies = header ? request.server.parseCookie(header) : {};
  }
  return request.cookies;
}

// Tokens are 43 base64url characters; anything else cannot be a session.
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const sessionToken = (request: FastifyRequest): string | undefined => {
  const token = cookiesOf(request)[SESSION_COOKIE];
  return token && TOKEN.test(token) ? token : undefined;
};

/** The pending registration's token, when the request carries a well-formed one. */
export const registrationToken = (request: FastifyRequest): string | undefined => {
  const token = cookiesOf(request)[REGISTRATION_COOKIE];
  return token && TOKEN.test(token) ? token : undefined;
};

export async function currentUser(request: FastifyRequest): Promise<UserRow | undefined> {
  if (request.user) return request.user;
  const token = sessionToken(request);
  if (!token) return undefined;
  const { ctx } = request.server;
  request.user = await ctx.caches.sessions.find(sha256(token), (id) => findSessionById(ctx.db, id));
  return request.user;
}

export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  if (!(await currentUser(request))) throw unauthorized();
}

/** An admin-only guard whose 403 carries the given message (the spec words them per action). */
export function adminOnly(message?: string) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = await currentUser(request);
    if (!user) throw unauthorized();
    if (!isAdmin(user)) throw forbidden(message);
  };
}

/** For handlers behind requireUser. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
