import type { LoginInput, PublicUser, RegisterInput, UpdateProfileInput } from '@codedojo/shared';
import { api } from '../../api/client.ts';

/** One-time-code fields carried by register, unverified login and send-otp answers. */
export type OtpTicket = { expiresAt?: string; remainingAttempts?: number };

export type MeBody = { user: PublicUser };
export type RegisterBody = { user: PublicUser } & OtpTicket;
export type LoginBody = { user: PublicUser; requiresOTP?: boolean } & OtpTicket;
export type SendOtpBody = OtpTicket;
export type VerifyOtpBody = { user: PublicUser };
export type UpdateProfileBody = { user: PublicUser };

export const authApi = {
  me: () => api.get<MeBody>('/auth/me'),
  register: (input: RegisterInput) => api.post<RegisterBody>('/auth/register', input),
  login: (input: LoginInput) => api.post<LoginBody>('/auth/login', input),
  sendOtp: (email: string) => api.post<SendOtpBody>('/auth/send-otp', { email }),
  verifyOtp: (email: string, otp: string) => api.post<VerifyOtpBody>('/auth/verify-otp', { email, otp }),
  logout: () => api.post<Record<string, never>>('/auth/logout'),
  updateProfile: (input: UpdateProfileInput) => api.put<UpdateProfileBody>('/auth/update-profile', input),
};
