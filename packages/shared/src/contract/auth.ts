import { z } from 'zod';
import {
  loginSchema,
  registerSchema,
  sendOtpSchema,
  updateProfileSchema,
  verifyOtpSchema,
} from '../schemas/auth.ts';
import { countSchema, roleSchema, timestampSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { okEnvelope } from './envelope.ts';
import { ERROR_CODES as C, SIGNED_IN_ERROR_CODES } from './errors.ts';

/** What the server ever says about a user: the presenter's whitelist (never the hash). */
export const publicUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: roleSchema,
  isEmailVerified: z.boolean(),
  createdAt: timestampSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * A code was sent: when it expires, and how many more codes this address may be sent this hour
 * (`remainingAttempts` is the spec's name for it).
 */
export const otpIssuedSchema = z.object({ expiresAt: timestampSchema, remainingAttempts: countSchema });
export type OtpIssued = z.infer<typeof otpIssuedSchema>;

const userEnvelope = okEnvelope.extend({ user: publicUserSchema });

export const authContract = {
  me: endpoint({
    method: 'GET',
    path: '/auth/me',
    response: userEnvelope,
    errors: SIGNED_IN_ERROR_CODES,
  }),
  register: endpoint({
    method: 'POST',
    path: '/auth/register',
    status: 201,
    body: registerSchema,
    response: userEnvelope.extend(otpIssuedSchema.shape),
    errors: [C.emailTaken, C.otpSendLimit, C.mailUnavailable],
  }),
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    body: loginSchema,
    response: z.discriminatedUnion('requiresOTP', [
      userEnvelope.extend({ requiresOTP: z.literal(false) }),
      userEnvelope.extend({ requiresOTP: z.literal(true), ...otpIssuedSchema.shape }),
    ]),
    errors: [C.userNotFound, C.invalidCredentials, C.invalidPassword, C.otpSendLimit, C.mailUnavailable],
  }),
  sendOtp: endpoint({
    method: 'POST',
    path: '/auth/send-otp',
    body: sendOtpSchema,
    response: okEnvelope.extend(otpIssuedSchema.shape),
    errors: [C.userNotFound, C.otpSendLimit, C.mailUnavailable],
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: '/auth/verify-otp',
    body: verifyOtpSchema,
    response: userEnvelope,
    errors: [C.userNotFound, C.otpInvalid, C.otpAttempts],
  }),
  logout: endpoint({ method: 'POST', path: '/auth/logout', response: okEnvelope, errors: [] }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/auth/update-profile',
    body: updateProfileSchema,
    response: userEnvelope,
    errors: [...SIGNED_IN_ERROR_CODES, C.userNotFound, C.passwordAlreadySet],
  }),
} as const;
