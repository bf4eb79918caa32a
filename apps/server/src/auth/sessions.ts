import { SESSION_TTL_DAYS } from '@codedojo/shared';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { newSessionToken, sha256 } from './tokens.ts';

export const SESSION_TTL_MS = SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;

export type SessionMeta = { userAgent?: string | undefined; ip?: string | undefined };

/** Returns the raw token for the cookie; only its hash is stored. */
export async function createSession(db: Db, userId: string, meta: SessionMeta) {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    id: sha256(token),
    userId,
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
    ip: meta.ip ?? null,
  });
  return { token, expiresAt };
}

/** The live session with this id (the token's hash) and its user: one indexed lookup. */
export async function findSessionById(db: Db, id: string) {
  const rows = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0];
}

export async function findSessionUser(db: Db, token: string) {
  return (await findSessionById(db, sha256(token)))?.user;
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.id, sha256(token)));
}

export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
