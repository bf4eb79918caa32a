import { emailSchema, loginSchema, otpSchema, registerSchema, updateProfileSchema } from '@codedojo/shared';
import { zodResolver } from '@hookform/resolvers/zod';

/**
 * The zod side of the auth forms. Loaded on demand (see lazyValidation.ts) so that zod is not
 * part of the JavaScript needed to paint /login; it is fetched while the browser is idle.
 */
export const resolvers = {
  login: zodResolver(loginSchema),
  register: zodResolver(registerSchema),
  profile: zodResolver(updateProfileSchema),
};

export const schemas = { email: emailSchema, otp: otpSchema };
