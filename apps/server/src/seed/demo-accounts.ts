import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

/** Verified demo accounts for the embedded default, so a fresh start can be tried at once. */
export const DEMO_ACCOUNTS = [
  { name: 'Demo Learner', email: 'demo@codedojo.dev', password: 'demo1234', role: 'USER' },
  { name: 'Demo Admin', email: 'admin@codedojo.dev', password: 'admin1234', role: 'ADMIN' },
] as const;

/** Creates the missing demo accounts; returns the ones created now. */
export async function seedDemoAccounts(db: Db) {
  const created: (typeof DEMO_ACCOUNTS)[number][] = [];
  for (const account of DEMO_ACCOUNTS) {
    const rows = await db
      .insert(users)
      .values({
        name: account.name,
        email: account.email,
        role: account.role,
        isEmailVerified: true,
        passwordHash: await hashPassword(account.password),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (rows.length > 0) created.push(account);
  }
  return created;
}
