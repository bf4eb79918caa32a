import { SERVER } from '@codedojo/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../api/client.ts';
import { onSessionEvent, type SessionEvent } from '../../api/sessionEvents.ts';
import { fail, ok, stubFetch } from '../../test/network.ts';
import { WAIT } from '../../test/wait.ts';
import { useAuthStore } from './authStore.ts';

const user = (fields: Record<string, unknown> = {}) => ({
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  image: null,
  role: 'USER',
  isEmailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const initial = useAuthStore.getState();
let events: SessionEvent[];
let stopListening: () => void;

beforeEach(() => {
  useAuthStore.setState(initial, true);
  events = [];
  stopListening = onSessionEvent((event) => events.push(event));
});
afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
});

describe('auth store', () => {
  it('logs a verified user in, re-fetches the current user and starts a fresh cache', async () => {
    const { calls } = stubFetch({
      'POST /auth/login': ok({ requiresOTP: false, user: user() }),
      'GET /auth/me': ok({ user: user({ name: 'Ada L.' }) }),
    });
    const outcome = await useAuthStore.getState().login({ email: 'ada@example.com', password: 'secret123' });
    expect(outcome).toEqual({ requiresOTP: false });
    expect(useAuthStore.getState().authUser?.email).toBe('ada@example.com');
    expect(useAuthStore.getState().isLoggingIn).toBe(false);
    await vi.waitFor(() => expect(useAuthStore.getState().authUser?.name).toBe('Ada L.'), WAIT);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /auth/login', 'GET /auth/me']);
    expect(events).toEqual(['signed-in']);
  });

  it("moves an unverified login to the code step with the server's expiresAt and sends left", async () => {
    stubFetch({
      'POST /auth/login': ok({
        requiresOTP: true,
        user: user({ isEmailVerified: false }),
        expiresAt: '2026-01-01T00:10:00.000Z',
        remainingAttempts: 3,
      }),
    });
    const outcome = await useAuthStore.getState().login({ email: 'ada@example.com', password: 'secret123' });
    expect(outcome).toEqual({
      requiresOTP: true,
      email: 'ada@example.com',
      expiresAt: '2026-01-01T00:10:00.000Z',
      remainingAttempts: 3,
    });
    expect(useAuthStore.getState().authUser).toBeNull();
    expect(events).toEqual([]);
  });

  it("throws the server's error with its stable code, and lowers the busy flag", async () => {
    stubFetch({ 'POST /auth/login': fail(401, 'invalid_password', SERVER.invalidPassword) });
    const error = await useAuthStore
      .getState()
      .login({ email: 'ada@example.com', password: 'nope' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'invalid_password',
      serverMessage: SERVER.invalidPassword,
    });
    expect(useAuthStore.getState().isLoggingIn).toBe(false);
  });

  it('throws NetworkError when no answer came', async () => {
    stubFetch({ 'POST /auth/send-otp': 'network-down' });
    await expect(useAuthStore.getState().sendOtp('ada@example.com')).rejects.toBeInstanceOf(NetworkError);
    expect(useAuthStore.getState().isSendingOtp).toBe(false);
  });

  it("verifies a sign-up's code without signing in, and says so to the server", async () => {
    const { calls } = stubFetch({ 'POST /auth/verify-otp': ok({ user: user() }) });
    const verified = await useAuthStore.getState().verifyOtp('ada@example.com', '123456', 'signup');
    expect(verified.email).toBe('ada@example.com');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/auth/verify-otp',
        body: { email: 'ada@example.com', otp: '123456', purpose: 'signup' },
      },
    ]);
    expect(useAuthStore.getState().authUser).toBeNull();
    expect(events).toEqual([]);
  });

  it('signs in with a login code', async () => {
    stubFetch({ 'POST /auth/verify-otp': ok({ user: user() }), 'GET /auth/me': ok({ user: user() }) });
    await useAuthStore.getState().verifyOtp('ada@example.com', '123456', 'login');
    expect(useAuthStore.getState().authUser?.id).toBe('u1');
    expect(events).toEqual(['signed-in']);
  });

  it('clears the user and the cache on logout even when the call fails', async () => {
    useAuthStore.setState({ authUser: user() as never });
    stubFetch({ 'POST /auth/logout': fail(500, 'internal', SERVER.internal) });
    await useAuthStore.getState().logout();
    expect(useAuthStore.getState().authUser).toBeNull();
    expect(events).toEqual(['signed-out']);
  });

  it('replaces the user after a profile change and tells the cache; a refusal keeps it', async () => {
    useAuthStore.setState({ authUser: user() as never });
    stubFetch({ 'PUT /auth/update-profile': ok({ user: user({ name: 'Grace' }) }) });
    await useAuthStore.getState().updateProfile({ name: 'Grace' });
    expect(useAuthStore.getState().authUser?.name).toBe('Grace');
    expect(events).toEqual(['profile-changed']);

    stubFetch({ 'PUT /auth/update-profile': fail(400, 'validation_failed', 'bad', { name: 'bad' }) });
    await expect(useAuthStore.getState().updateProfile({ name: 'x' })).rejects.toMatchObject({
      details: { name: 'bad' },
    });
    expect(useAuthStore.getState().authUser?.name).toBe('Grace');
    expect(useAuthStore.getState().isUpdatingProfile).toBe(false);
  });

  it('clears the user silently when the session check fails, and ends the checking flag', async () => {
    stubFetch({ 'GET /auth/me': fail(401, 'unauthorized', SERVER.notLoggedIn) });
    await useAuthStore.getState().checkAuth();
    expect(useAuthStore.getState()).toMatchObject({ authUser: null, isCheckingAuth: false });
  });
});
