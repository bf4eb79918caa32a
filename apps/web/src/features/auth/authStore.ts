import {
  CLIENT,
  type LoginInput,
  type PublicUser,
  type RegisterInput,
  SERVER,
  type UpdateProfileInput,
} from '@codedojo/shared';
import { create } from 'zustand';
import { errorText } from '../../api/client.ts';
import { emitSessionEvent } from '../../api/sessionEvents.ts';
import { notify } from '../../lib/toast.ts';
import { authApi, type OtpTicket, type VerifyPurpose } from './authApi.ts';

export type LoginOutcome = { requiresOTP: false } | ({ requiresOTP: true; email: string } & OtpTicket);

type Flag =
  | 'isSigningUp'
  | 'isLoggingIn'
  | 'isUpdatingProfile'
  | 'isSendingOtp'
  | 'isVerifyingOtp'
  | 'isCheckingAuth';

/**
 * The session's client state (spec section 4): who is logged in, and what is in progress. Every
 * action resolves with its result or throws the call's ApiError / NetworkError (api/client.ts):
 * the screens decide on the error's code.
 */
type AuthState = Record<Flag, boolean> & {
  authUser: PublicUser | null;
  checkAuth: () => Promise<void>;
  signup: (input: RegisterInput) => Promise<{ user: PublicUser } & OtpTicket>;
  login: (input: LoginInput) => Promise<LoginOutcome>;
  sendOtp: (email: string) => Promise<OtpTicket>;
  /** 'signup' only proves the address (the server opens no session); 'login' signs in. */
  verifyOtp: (email: string, otp: string, purpose: VerifyPurpose) => Promise<PublicUser>;
  logout: () => Promise<void>;
  updateProfile: (input: UpdateProfileInput) => Promise<PublicUser>;
};

let authCheck: Promise<void> | null = null;

export const useAuthStore = create<AuthState>()((set, get) => {
  /** Runs `work` with `flag` raised, lowering it however the work ends. */
  const flagged = async <T>(flag: Flag, work: () => Promise<T>): Promise<T> => {
    set({ [flag]: true } as Pick<AuthState, Flag>);
    try {
      return await work();
    } finally {
      set({ [flag]: false } as Pick<AuthState, Flag>);
    }
  };
  /** A new session: nothing cached for whoever was here before may show. */
  const signedIn = (user: PublicUser) => {
    emitSessionEvent('signed-in');
    set({ authUser: user });
    void get().checkAuth();
  };

  return {
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
          set({ authUser: (await authApi.me()).user ?? null });
        } catch {
          set({ authUser: null });
        } finally {
          set({ isCheckingAuth: false });
          authCheck = null;
        }
      })();
      return authCheck;
    },

    signup: (input) =>
      flagged('isSigningUp', async () => {
        const { user, expiresAt, remainingAttempts } = await authApi.register(input);
        notify.success(SERVER.registered);
        return { user, expiresAt, remainingAttempts };
      }),

    login: (input) =>
      flagged('isLoggingIn', async () => {
        const answer = await authApi.login(input);
        if (answer.requiresOTP) {
          notify.info(CLIENT.verifyToLogin);
          const { user, expiresAt, remainingAttempts } = answer;
          return { requiresOTP: true, email: user.email, expiresAt, remainingAttempts };
        }
        signedIn(answer.user);
        notify.success(SERVER.loggedIn);
        return { requiresOTP: false };
      }),

    sendOtp: (email) =>
      flagged('isSendingOtp', async () => {
        const { expiresAt, remainingAttempts } = await authApi.sendOtp(email);
        notify.success(SERVER.otpSent);
        return { expiresAt, remainingAttempts };
      }),

    verifyOtp: (email, otp, purpose) =>
      flagged('isVerifyingOtp', async () => {
        const { user } = await authApi.verifyOtp(email, otp, purpose);
        notify.success(SERVER.emailVerified);
        if (purpose === 'login') signedIn(user);
        return user;
      }),

    /** Clears the user (and every cached answer) even when the call fails. */
    logout: async () => {
      try {
        await authApi.logout();
        notify.success(SERVER.loggedOut);
      } catch (error) {
        notify.error(errorText(error, CLIENT.logoutFailed));
      } finally {
        set({ authUser: null });
        emitSessionEvent('signed-out');
      }
    },

    /** Toasts its own failure (spec section 8, store level) and rethrows it for the form's fields. */
    updateProfile: (input) =>
      flagged('isUpdatingProfile', async () => {
        try {
          const { user } = await authApi.updateProfile(input);
          set({ authUser: user });
          notify.success(SERVER.profileUpdated);
          emitSessionEvent('profile-changed');
          return user;
        } catch (error) {
          notify.error(errorText(error, CLIENT.updateProfileFailed));
          throw error;
        }
      }),
  };
});
