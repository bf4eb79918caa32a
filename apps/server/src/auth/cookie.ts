import {
  API_BASE,
  REGISTRATION_COOKIE,
  REGISTRATION_COOKIE_TTL_SECONDS,
  SESSION_COOKIE,
} from '@codedojo/shared';
import type { FastifyReply } from 'fastify';
import { SESSION_TTL_MS } from './sessions.ts';

export function setSessionCookie(reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.ctx.config.secureCookies,
    path: '/',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.ctx.config.secureCookies,
    path: '/',
  });
}

/** The pending registration's token: sent back only to the account calls. */
const registrationCookie = (reply: FastifyReply) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: reply.server.ctx.config.secureCookies,
  path: `${API_BASE}/auth`,
});

export function setRegistrationCookie(reply: FastifyReply, token: string) {
  reply.setCookie(REGISTRATION_COOKIE, token, {
    ...registrationCookie(reply),
    maxAge: REGISTRATION_COOKIE_TTL_SECONDS,
  });
}

export function clearRegistrationCookie(reply: FastifyReply) {
  reply.clearCookie(REGISTRATION_COOKIE, registrationCookie(reply));
}
