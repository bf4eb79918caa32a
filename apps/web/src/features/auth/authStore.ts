import {
  CLIENT,
  type LoginInput,
  type PublicUser,
  type RegisterInput,
  SERVER,
  type UpdateProfileInput,
} from '@codedojo/shared';
import { create } from 'zustand';
import { notify } from '../../lib/toast.ts';
import { authApi, type OtpTicket } from './authApi.ts';

/**
 * A failed action: `error` is the server's message or the store's fallback (spec section 8);
 * `exception` is true when no HTTP answer arrived, so screens show their 'exception' text.
 */
export type Failure = {
  ok: false;
  error: string;
  /** The server's own `error`, when it sent one. */
  serverError?: string;
  status?: number;
  details?: Record<string, string>;
  exception?: boolean;
};

export type LoginResult =
  | { ok: true; requiresOTP: false }
  | ({ ok: true; requiresOTP: true; email: string } & OtpTicket)
  | Failure;
export type SignupResult = ({ ok: true; user: PublicUser } & OtpTicket) | Failure;
export type SendOtpResult = ({ ok: true } & OtpTicket) | Failure;
export type VerifyOtpResult = { ok: true; user: PublicUser } | Failure;
export type UpdateProfileResult = { ok: true; user: PublicUser } | Failure;

type AuthState = {
  authUser: PublicUser | null;
  isCheckingAuth: boolean;
  isSigningUp: boolean;
  isLoggingIn: boolean;
  isUpdatingProfile: boolean;
  isSendingOtp: boolean;
  isVerifyingOtp: boolean;
  checkAuth: () => Promise<void>;
  signup: (input: RegisterInput) => Promise<SignupResult>;
  login: (input: LoginInput) => Promise<LoginResult>;
  sendOtp: (email: string) => Promise<SendOtpResult>;
  /** `signIn: false` (sign-up verification) drops the session the server opened: the user logs in next. */
  verifyOtp: (email: string, otp: string, options?: { signIn?: boolean }) => Promise<VerifyOtpResult>;
  logout: () => Promise<void>;
  updateProfile: (input: UpdateProfileInput) => Promise<UpdateProfileResult>;
};

function failure(
  result: { status: number; error: string | undefined; details?: Record<string, string> },
  fallback: string,
): Failure {
  return {
    ok: false,
    error: result.error ?? fallback,
    ...(result.error ? { serverError: result.error } : {}),
    status: result.status,
    ...(result.details ? { details: result.details } : {}),
  };
}

function exception(fallback: string): Failure {
  return { ok: false, error: fallback, exception: true };
}

let authCheck: Promise<void> | null = null;

export const useAuthStore = create<AuthState>()((set, get) => ({
  authUser: null,
  isCheckingAuth: true,
  isSigningUp: false,
  isLoggingIn: false,
  isUpdatingProfile: false,
  isSendingOtp: false,
  isVerifyingOtp: false,

  /** Fetches the current user; any failure clears it silently. Concurrent calls share one request. */
  checkAuth: () => {
    authCheck ??= (async () => {
      try {
        const result = await authApi.me();
        set({ authUser: result.ok && result.body.user ? result.body.user : null });
      } catch {
        set({ authUser: null });
      } finally {
        set({ isCheckingAuth: false });
        authCheck = null;
      }
    })();
    return authCheck;
  },

  signup: async (input) => {
    set({ isSigningUp: true });
    try {
      const result = await authApi.register(input);
      if (!result.ok) return failure(result, CLIENT.registerFailed);
      notify.success(SERVER.registered);
      const { user, expiresAt, remainingAttempts } = result.body;
      return { ok: true, user, expiresAt, remainingAttempts };
    } catch {
      return exception(CLIENT.registerFailed);
    } finally {
      set({ isSigningUp: false });
    }
  },

  login: async (input) => {
    set({ isLoggingIn: true });
    try {
      const result = await authApi.login(input);
      if (!result.ok) return failure(result, CLIENT.loginFailed);
      const { user, requiresOTP, expiresAt, remainingAttempts } = result.body;
      if (requiresOTP || !user?.isEmailVerified) {
        notify.info(CLIENT.verifyToLogin);
        return {
          ok: true,
          requiresOTP: true,
          email: user?.email ?? input.email,
          expiresAt,
          remainingAttempts,
        };
      }
      set({ authUser: user });
      notify.success(SERVER.loggedIn);
      void get().checkAuth();
      return { ok: true, requiresOTP: false };
    } catch {
      return exception(CLIENT.loginFailed);
    } finally {
      set({ isLoggingIn: false });
    }
  },

  sendOtp: async (email) => {
    set({ isSendingOtp: true });
    try {
      const result = await authApi.sendOtp(email);
      if (!result.ok) return failure(result, CLIENT.sendOtpFailed);
      notify.success(SERVER.otpSent);
      return { ok: true, expiresAt: result.body.expiresAt, remainingAttempts: result.body.remainingAttempts };
    } catch {
      return exception(CLIENT.sendOtpFailed);
    } finally {
      set({ isSendingOtp: false });
    }
  },

  verifyOtp: async (email, otp, options) => {
    set({ isVerifyingOtp: true });
    try {
      const result = await authApi.verifyOtp(email, otp);
      if (!result.ok) return failure(result, CLIENT.verifyOtpFailed);
      notify.success(SERVER.emailVerified);
      const { user } = result.body;
      if (options?.signIn === false) {
        await authApi.logout().catch(() => undefined);
      } else {
        set({ authUser: user });
        void get().checkAuth();
      }
      return { ok: true, user };
    } catch {
      return exception(CLIENT.verifyOtpFailed);
    } finally {
      set({ isVerifyingOtp: false });
    }
  },

  /** Clears the user even when the call fails. */
  logout: async () => {
    try {
      const result = await authApi.logout();
      if (result.ok) notify.success(SERVER.loggedOut);
      else notify.error(result.error ?? CLIENT.logoutFailed);
    } catch {
      notify.error(CLIENT.logoutFailed);
    } finally {
      set({ authUser: null });
    }
  },

  updateProfile: async (input) => {
    set({ isUpdatingProfile: true });
    try {
      const result = await authApi.updateProfile(input);
      if (!result.ok) {
        const fail = failure(result, CLIENT.updateProfileFailed);
        notify.error(fail.error);
        return fail;
      }
      set({ authUser: result.body.user });
      notify.success(SERVER.profileUpdated);
      return { ok: true, user: result.body.user };
    } catch {
      notify.error(CLIENT.updateProfileFailed);
      return exception(CLIENT.updateProfileFailed);
    } finally {
      set({ isUpdatingProfile: false });
    }
  },
}));
