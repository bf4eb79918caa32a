import crypto, { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@codedojo/shared';

export const newSessionToken = () => randomBytes(32).toString('base64url');
// One-shot hashing (no Hash object per call): a session lookup hashes the token on every request.
export const sha256 = (value: string): string => crypto.hash('sha256', value, 'hex');

/** A uniformly random numeric code from the CSPRNG, zero-padded. */
export const newOtpCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
