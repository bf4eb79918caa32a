import type { LoginInput, PublicUser, RegisterInput, UpdateProfileInput } from '@codedojo/shared';
import { api } from '../../api/client.ts';

/** One-time-code fields carried by register, unverified login and send-otp answers. */
export type OtpTicket = { expiresAt?: string; remainingAttempts?: number };

export type VerifyPurpose = 'login' | 'signup';

type UserBody = { user: PublicUser };

export const authApi = {
  me: () => api.get<UserBody>('/auth/me'),
  register: (input: RegisterInput) => api.post<UserBody & OtpTicket>('/auth/register', input),
  login: (input: LoginInput) =>
    api.post<UserBody & { requiresOTP?: boolean } & OtpTicket>('/auth/login', input),
  sendOtp: (email: string) => api.post<OtpTicket>('/auth/send-otp', { email }),
  verifyOtp: (email: string, otp: string, purpose: VerifyPurpose) =>
    api.post<UserBody>('/auth/verify-otp', { email, otp, purpose }),
  logout: () => api.post<Record<string, never>>('/auth/logout'),
  updateProfile: (input: UpdateProfileInput) => api.put<UserBody>('/auth/update-profile', input),
};
