import { ADMIN_ROLE } from '@codedojo/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: string) {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** ADMIN_EMAILS is the source of truth for who administers; applied at boot and at verification, to verified addresses only. */
export async function promoteAdmins(db: Db, emails: string[]) {
  if (emails.length === 0) return;
  await db
    .update(users)
    .set({ role: ADMIN_ROLE })
    .where(and(inArray(sql`lower(${users.email})`, emails), eq(users.isEmailVerified, true)));
}
