import type {
  authContract,
  BodyOf,
  LoginInput,
  OtpIssued,
  RegisterInput,
  UpdateProfileInput,
} from '@codedojo/shared';
import { api } from '../../api/client.ts';

/** The code-sent fields of register, unverified login and send-otp, as a screen may hold them. */
export type OtpTicket = Partial<OtpIssued>;

export type VerifyPurpose = NonNullable<BodyOf<typeof authContract.verifyOtp>['purpose']>;

type A = typeof authContract;

export const authApi = {
  me: () => api.get<A['me']>('/auth/me'),
  register: (input: RegisterInput) => api.post<A['register']>('/auth/register', input),
  login: (input: LoginInput) => api.post<A['login']>('/auth/login', input),
  sendOtp: (email: string) => api.post<A['sendOtp']>('/auth/send-otp', { email }),
  verifyOtp: (email: string, otp: string, purpose: VerifyPurpose) =>
    api.post<A['verifyOtp']>('/auth/verify-otp', { email, otp, purpose }),
  logout: () => api.post<A['logout']>('/auth/logout'),
  updateProfile: (input: UpdateProfileInput) => api.put<A['updateProfile']>('/auth/update-profile', input),
};
