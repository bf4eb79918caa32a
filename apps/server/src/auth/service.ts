import { ADMIN_ROLE, type OtpIssued, SERVER, type UpdateProfileInput } from '@codedojo/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { type UserRow, users } from '../db/schema.ts';
import { badRequest, conflict, notFound, unauthorized, unavailable } from '../http/errors.ts';
import { otpEmail } from '../mail/otp-email.ts';
import { isAdminEmail } from '../policies/roles.ts';
import { findUserByEmail, findUserById } from '../users/queries.ts';
import { consumeOtp, issueOtp, issueOtpIn, lockEmail, withdrawOtp } from './otp.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSession, type SessionMeta } from './sessions.ts';
import { newSessionToken, sha256 } from './tokens.ts';

/**
 * Business rules of the accounts feature; no HTTP here. Inputs are already validated.
 * Pending registrations and who keeps a password: docs/decisions/0008-pending-registrations.md.
 */

const mailUnavailable = () => unavailable(SERVER.mailUnavailable, 'mail_unavailable');

type Issued = { id: string; code: string; expiresAt: Date; sendsLeftThisHour: number };

/** Mails an issued code; a mail that cannot be sent takes the code back and answers 503. */
async function mailCode(ctx: AppContext, user: { email: string; name: string }, issued: Issued) {
  try {
    await ctx.mailer.send(otpEmail(user.email, user.name, issued.code));
  } catch (error) {
    ctx.log.error({ err: error }, 'one-time code e-mail could not be sent');
    await withdrawOtp(ctx.db, issued.id);
    throw mailUnavailable();
  }
  // The spec's wire name: how many more codes this address may be sent this hour.
  const sent: OtpIssued = {
    expiresAt: issued.expiresAt.toISOString(),
    remainingAttempts: issued.sendsLeftThisHour,
  };
  return sent;
}

/** A fresh registration token: the raw value goes to the registrant's cookie, its hash to the row. */
function newRegistration() {
  const token = newSessionToken();
  return { token, hash: sha256(token) };
}

/**
 * A sign-up of a verified address is refused (409); of an unverified one it replaces the pending
 * registration (name, password, token) and voids its codes. The row and its code are one unit with
 * the e-mail: if the mail cannot be sent, both are taken back and the answer is 503.
 */
export async function register(ctx: AppContext, input: { name: string; email: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  const registration = newRegistration();
  const { user, issued } = await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockEmail(tx, input.email);
    const existing = await findUserByEmail(tx, input.email);
    if (existing?.isEmailVerified) throw conflict(SERVER.emailExists, 'email_taken');
    const fields = {
      name: input.name,
      passwordHash,
      role: 'USER' as const,
      registrationHash: registration.hash,
      updatedAt: new Date(),
    };
    const [row] = existing
      ? await tx.update(users).set(fields).where(eq(users.id, existing.id)).returning()
      : await tx
          .insert(users)
          .values({ ...fields, email: input.email })
          .returning();
    if (!row) throw conflict(SERVER.emailExists, 'email_taken');
    const code = await issueOtpIn(tx, row.email, 'VERIFY_EMAIL', registration.hash);
    return { user: row, issued: code };
  });
  try {
    const otp = await mailCode(ctx, user, issued);
    return { user, registrationToken: registration.token, ...otp };
  } catch (error) {
    // A registration whose code never left is dropped, so a retry starts clean.
    await ctx.db
      .delete(users)
      .where(
        and(
          eq(users.id, user.id),
          eq(users.isEmailVerified, false),
          eq(users.registrationHash, registration.hash),
        ),
      );
    throw error;
  }
}

/** Runs argon2 even without a hash to compare, so timing does not tell the cases apart. */
let dummyHash: Promise<string> | undefined;
const noPasswordHash = () => {
  dummyHash ??= hashPassword('codedojo-no-password');
  return dummyHash;
};

export async function login(ctx: AppContext, input: { email: string; password: string }, meta: SessionMeta) {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) throw notFound(SERVER.userNotFound, 'user_not_found');
  if (!user.passwordHash) {
    await verifyPassword(await noPasswordHash(), input.password);
    throw unauthorized(SERVER.invalidCredentials, 'invalid_credentials');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw unauthorized(SERVER.invalidPassword, 'invalid_password');
  }
  if (!user.isEmailVerified) return { kind: 'otp' as const, user, ...(await resumeRegistration(ctx, user)) };
  const session = await createSession(ctx.db, user.id, meta);
  return { kind: 'session' as const, user, session };
}

/**
 * The registration's password was just proven: hand its prover a fresh registration token and a
 * code tied to it, unless the registration changed meanwhile.
 */
async function resumeRegistration(ctx: AppContext, user: UserRow) {
  const registration = newRegistration();
  const issued = await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockEmail(tx, user.email);
    const [moved] = await tx
      .update(users)
      .set({ registrationHash: registration.hash })
      .where(
        and(
          eq(users.id, user.id),
          eq(users.isEmailVerified, false),
          user.registrationHash === null
            ? isNull(users.registrationHash)
            : eq(users.registrationHash, user.registrationHash),
        ),
      )
      .returning({ id: users.id });
    // Replaced by a newer sign-up between the password check and now.
    if (!moved) throw unauthorized(SERVER.invalidPassword, 'invalid_password');
    return issueOtpIn(tx, user.email, 'VERIFY_EMAIL', registration.hash);
  });
  try {
    return { registrationToken: registration.token, ...(await mailCode(ctx, user, issued)) };
  } catch (error) {
    // The new token never reached anyone: the earlier one stays good.
    await ctx.db
      .update(users)
      .set({ registrationHash: user.registrationHash })
      .where(and(eq(users.id, user.id), eq(users.registrationHash, registration.hash)));
    throw error;
  }
}

/** A code for a pending account is tied to its current registration; a verified one gets a login code. */
export async function sendOtp(ctx: AppContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw notFound(SERVER.userNotFound, 'user_not_found');
  const issued = user.isEmailVerified
    ? await issueOtp(ctx.db, user.email, 'LOGIN')
    : await issueOtp(ctx.db, user.email, 'VERIFY_EMAIL', user.registrationHash);
  return mailCode(ctx, user, issued);
}

/**
 * A right code logs in, except for a sign-up's verification (`purpose: 'signup'`): that one only
 * proves the address and opens no session, the user logs in next. On a pending account it also verifies the address; the password stays only
 * when the request holds the registration token the code was sent for (the sign-up or password
 * login flow); otherwise (a one-time-code login) nobody has proven it and it is dropped. ADMIN from
 * ADMIN_EMAILS is granted here, once the address is proven.
 */
export async function verifyOtp(
  ctx: AppContext,
  input: {
    email: string;
    otp: string;
    purpose?: 'login' | 'signup' | undefined;
    registrationToken?: string | undefined;
  },
  meta: SessionMeta,
) {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) throw notFound(SERVER.userNotFound, 'user_not_found');
  const code = await consumeOtp(ctx.db, user.email, input.otp);
  const signIn = (row: UserRow) => (input.purpose === 'signup' ? null : createSession(ctx.db, row.id, meta));
  if (user.isEmailVerified) return { user, session: await signIn(user) };

  const tokenHash = input.registrationToken ? sha256(input.registrationToken) : undefined;
  const proven =
    tokenHash !== undefined && code.registrationHash === tokenHash && user.registrationHash === tokenHash;
  const [verified] = await ctx.db
    .update(users)
    .set({
      isEmailVerified: true,
      registrationHash: null,
      passwordHash: proven ? user.passwordHash : null,
      role: isAdminEmail(ctx.config, user.email) ? ADMIN_ROLE : user.role,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(users.id, user.id),
        eq(users.isEmailVerified, false),
        // Unchanged since read: a sign-up that replaced the registration meanwhile wins.
        user.registrationHash === null
          ? isNull(users.registrationHash)
          : eq(users.registrationHash, user.registrationHash),
      ),
    )
    .returning();
  if (!verified) throw badRequest(SERVER.otpInvalid, undefined, 'otp_invalid');
  return { user: verified, session: await signIn(verified) };
}

/**
 * Name and image; and a password for an account that has none (its address is proven by the
 * session). Changing an existing password is not offered here.
 */
export async function updateProfile(ctx: AppContext, userId: string, input: UpdateProfileInput) {
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.image !== undefined) changes.image = input.image || null;
  if (input.password !== undefined) {
    // Refused before hashing, so repeated tries cost no argon2 time.
    const current = await findUserById(ctx.db, userId);
    if (current?.passwordHash) {
      throw badRequest(
        SERVER.passwordAlreadySet,
        { password: SERVER.passwordAlreadySet },
        'password_already_set',
      );
    }
    changes.passwordHash = await hashPassword(input.password);
  }
  const conditions = [eq(users.id, userId)];
  if (input.password !== undefined) conditions.push(isNull(users.passwordHash));
  const [user] = await ctx.db
    .update(users)
    .set(changes)
    .where(and(...conditions))
    .returning();
  if (user) return user;
  if (input.password !== undefined) {
    throw badRequest(
      SERVER.passwordAlreadySet,
      { password: SERVER.passwordAlreadySet },
      'password_already_set',
    );
  }
  throw notFound(SERVER.userNotFound, 'user_not_found');
}
