import { SESSION_COOKIE } from '@codedojo/shared';
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
