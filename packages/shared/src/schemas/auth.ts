import { z } from 'zod';
import {
  EMAIL_MAX,
  IMAGE_URL_MAX,
  NAME_MAX,
  NAME_MIN,
  OTP_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '../limits.ts';
import { VALIDATION } from '../messages/index.ts';

/** Shared by the forms (react-hook-form + zodResolver) and the API (fastify-type-provider-zod). */
export const emailSchema = z
  .string({ error: VALIDATION.email })
  .trim()
  .max(EMAIL_MAX, VALIDATION.email)
  .pipe(z.email({ error: VALIDATION.email }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: VALIDATION.passwordMin })
  .min(PASSWORD_MIN, VALIDATION.passwordMin)
  .max(PASSWORD_MAX, VALIDATION.passwordMax);

export const nameSchema = z
  .string({ error: VALIDATION.nameMin })
  .trim()
  .min(NAME_MIN, VALIDATION.nameMin)
  .max(NAME_MAX, VALIDATION.nameMax);

export const otpSchema = z
  .string({ error: VALIDATION.otpLength })
  .trim()
  .length(OTP_LENGTH, VALIDATION.otpLength)
  .regex(/^\d+$/, VALIDATION.otpDigits);

export const loginSchema = z.strictObject({ email: emailSchema, password: passwordSchema });

export const registerSchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  acceptTerms: z.literal(true, { error: VALIDATION.acceptTerms }),
});

export const sendOtpSchema = z.strictObject({ email: emailSchema });
/** `purpose: 'signup'` verifies the address only (no session: the user logs in next, spec section 2). */
export const verifyOtpSchema = z.strictObject({
  email: emailSchema,
  otp: otpSchema,
  purpose: z.enum(['login', 'signup']).optional(),
});

const imageUrlSchema = z
  .string({ error: VALIDATION.imageUrl })
  .trim()
  .max(IMAGE_URL_MAX, VALIDATION.imageUrl)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), VALIDATION.imageUrl);

export const updateProfileSchema = z
  .strictObject({
    name: nameSchema.optional(),
    image: imageUrlSchema.nullable().optional(),
    /** Only for an account without a password (first verified by a one-time-code login). */
    password: passwordSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.image !== undefined || body.password !== undefined, {
    message: 'Nothing to update',
  });

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
