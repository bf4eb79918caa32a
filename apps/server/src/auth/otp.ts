import { OTP_MAX_SENDS_PER_HOUR, OTP_MAX_VERIFY_ATTEMPTS, OTP_TTL_SECONDS, SERVER } from '@codedojo/shared';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { otpCodes } from '../db/schema.ts';
import { badRequest, tooManyRequests } from '../http/errors.ts';
import { newOtpCode, safeEqualHex, sha256 } from './tokens.ts';

type Purpose = (typeof otpCodes.$inferInsert)['purpose'];
const HOUR_MS = 60 * 60 * 1000;

// Hashed with the row id and e-mail so equal codes never share a hash.
const hashCode = (id: string, email: string, code: string) => sha256(`${id}:${email}:${code}`);

/** Serialises everything that writes an address's codes or pending registration (hold it in a transaction). */
export async function lockEmail(tx: Db, email: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`otp:${email}`}))`);
}

/**
 * Issues a new code for the e-mail, voiding any earlier one. At most OTP_MAX_SENDS_PER_HOUR per
 * e-mail; a per-e-mail advisory lock makes concurrent sends count correctly. `registrationHash`
 * ties the code to the pending registration it is sent for (decision 0008).
 */
export async function issueOtp(
  db: Db,
  email: string,
  purpose: Purpose,
  registrationHash: string | null = null,
) {
  return db.transaction((tx) => issueOtpIn(tx as unknown as Db, email, purpose, registrationHash));
}

/** issueOtp inside the caller's transaction. */
export async function issueOtpIn(tx: Db, email: string, purpose: Purpose, registrationHash: string | null) {
  await lockEmail(tx, email);
  const since = new Date(Date.now() - HOUR_MS);
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), gt(otpCodes.createdAt, since)));
  const sent = row?.count ?? 0;
  if (sent >= OTP_MAX_SENDS_PER_HOUR) throw tooManyRequests(SERVER.otpTooManyRequests, 'otp_send_limit');

  await tx
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.email, email), isNull(otpCodes.consumedAt)));

  const id = crypto.randomUUID();
  const code = newOtpCode();
  const expiresAt = new Date(Date.now() + OTP_TTL_SECONDS * 1000);
  await tx.insert(otpCodes).values({
    id,
    email,
    purpose,
    codeHash: hashCode(id, email, code),
    expiresAt,
    attemptsLeft: OTP_MAX_VERIFY_ATTEMPTS,
    registrationHash,
  });
  return { id, code, expiresAt, sendsLeftThisHour: OTP_MAX_SENDS_PER_HOUR - sent - 1 };
}

/** Takes back a code whose e-mail could not be sent, so it neither works nor counts as a send. */
export async function withdrawOtp(db: Db, id: string) {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/**
 * Checks a code against the e-mail's live code. Each guess spends an attempt first (atomically),
 * so parallel guesses cannot exceed the limit; a right guess consumes the code.
 */
export async function consumeOtp(db: Db, email: string, code: string) {
  const [live] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, new Date())))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!live) throw badRequest(SERVER.otpInvalid, undefined, 'otp_invalid');

  const [spent] = await db
    .update(otpCodes)
    .set({ attemptsLeft: sql`${otpCodes.attemptsLeft} - 1` })
    .where(and(eq(otpCodes.id, live.id), gt(otpCodes.attemptsLeft, 0), isNull(otpCodes.consumedAt)))
    .returning({ attemptsLeft: otpCodes.attemptsLeft });
  if (!spent) throw badRequest(SERVER.otpTooManyAttempts, undefined, 'otp_attempts');

  if (!safeEqualHex(live.codeHash, hashCode(live.id, email, code))) {
    if (spent.attemptsLeft <= 0) throw badRequest(SERVER.otpTooManyAttempts, undefined, 'otp_attempts');
    throw badRequest(SERVER.otpInvalid, undefined, 'otp_invalid');
  }

  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!consumed) throw badRequest(SERVER.otpInvalid, undefined, 'otp_invalid');
  return { registrationHash: live.registrationHash };
}
