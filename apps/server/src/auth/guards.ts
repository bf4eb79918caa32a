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

export const sessionToken = (request: FastifyRequest): string | undefined => {
  const token = request.cookies[SESSION_COOKIE];
  // Tokens are 43 base64url characters; anything else cannot be a session.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
};

/** The pending registration's token, when the request carries a well-formed one. */
export const registrationToken = (request: FastifyRequest): string | undefined => {
  const token = request.cookies[REGISTRATION_COOKIE];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
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
