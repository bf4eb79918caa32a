import { SERVER, type UpdateProfileInput } from '@codedojo/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { conflict, notFound, unauthorized } from '../http/errors.ts';
import { otpEmail } from '../mail/otp-email.ts';
import { findUserByEmail } from '../users/queries.ts';
import { consumeOtp, issueOtp } from './otp.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSession, type SessionMeta } from './sessions.ts';

/** Business rules of the accounts feature; no HTTP here. Inputs are already validated. */

async function sendCode(ctx: AppContext, user: { email: string; name: string; isEmailVerified: boolean }) {
  const issued = await issueOtp(ctx.db, user.email, user.isEmailVerified ? 'LOGIN' : 'VERIFY_EMAIL');
  await ctx.mailer.send(otpEmail(user.email, user.name, issued.code));
  return { expiresAt: issued.expiresAt.toISOString(), remainingAttempts: issued.remainingAttempts };
}

export async function register(ctx: AppContext, input: { name: string; email: string; password: string }) {
  if (await findUserByEmail(ctx.db, input.email)) throw conflict(SERVER.emailExists, 'email_taken');
  const passwordHash = await hashPassword(input.password);
  const role = ctx.config.ADMIN_EMAILS.includes(input.email) ? 'ADMIN' : 'USER';
  const [user] = await ctx.db
    .insert(users)
    .values({ name: input.name, email: input.email, passwordHash, role })
    .onConflictDoNothing()
    .returning();
  // Lost a race with a concurrent sign-up for the same address.
  if (!user) throw conflict(SERVER.emailExists, 'email_taken');
  const otp = await sendCode(ctx, user);
  return { user, ...otp };
}

export async function login(ctx: AppContext, input: { email: string; password: string }, meta: SessionMeta) {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) throw notFound(SERVER.userNotFound, 'user_not_found');
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw unauthorized(SERVER.invalidPassword, 'invalid_password');
  }
  if (!user.isEmailVerified) {
    const otp = await sendCode(ctx, user);
    return { kind: 'otp' as const, user, ...otp };
  }
  const session = await createSession(ctx.db, user.id, meta);
  return { kind: 'session' as const, user, session };
}

export async function sendOtp(ctx: AppContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw notFound(SERVER.userNotFound, 'user_not_found');
  return sendCode(ctx, user);
}

/** A right code verifies the e-mail and logs in: both the sign-up check and the passwordless login. */
export async function verifyOtp(ctx: AppContext, input: { email: string; otp: string }, meta: SessionMeta) {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) throw notFound(SERVER.userNotFound, 'user_not_found');
  await consumeOtp(ctx.db, user.email, input.otp);
  const [verified] = await ctx.db
    .update(users)
    .set({ isEmailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  const session = await createSession(ctx.db, user.id, meta);
  return { user: verified ?? user, session };
}

export async function updateProfile(ctx: AppContext, userId: string, input: UpdateProfileInput) {
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.image !== undefined) changes.image = input.image || null;
  const [user] = await ctx.db.update(users).set(changes).where(eq(users.id, userId)).returning();
  if (!user) throw notFound(SERVER.userNotFound, 'user_not_found');
  return user;
}
