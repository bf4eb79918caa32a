import { CLIENT, type LoginInput, WEB } from '@codedojo/shared';
import { CircleCheck, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { IconButton } from '../../components/IconButton.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { AuthSubmit } from './AuthSubmit.tsx';
import type { OtpTicket } from './authApi.ts';
import { entryFor, fieldDetails, LOGIN_ERRORS } from './authErrors.ts';
import { useAuthStore } from './authStore.ts';
import { EmailField } from './EmailField.tsx';
import { LazyOtpForm, preloadOtpForm } from './LazyOtpForm.tsx';
import { lazyResolver, preloadValidation } from './lazyValidation.ts';
import { readAuthState } from './navigationState.ts';

const resolver = lazyResolver<LoginInput>((module) => module.resolvers.login);

/** What the login screen may need next, fetched when the visitor first focuses the form. */
function preloadNext() {
  preloadValidation();
  preloadOtpForm();
}

type Mode = { kind: 'form' } | { kind: 'otp-login' } | ({ kind: 'otp-verify'; email: string } & OtpTicket);

/**
 * Login screen. Redirection after success (to the remembered location or /) is done by the
 * guest guard as soon as the store holds a user, for password and OTP logins alike.
 */
export default function LoginPage() {
  const location = useLocation();
  const navState = readAuthState(location.state);
  const login = useAuthStore((state) => state.login);
  const isLoggingIn = useAuthStore((state) => state.isLoggingIn);
  const [mode, setMode] = useState<Mode>({ kind: 'form' });

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver,
    defaultValues: { email: navState.email ?? '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const outcome = await login(values);
      if (outcome.requiresOTP) setMode({ kind: 'otp-verify', ...outcome });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setError('email', { message: CLIENT.login.unexpected });
        return;
      }
      const details = fieldDetails(error, ['email', 'password'] as const);
      for (const [field, message] of details) setError(field, { message });
      if (details.length > 0) return;
      const entry = entryFor(error, LOGIN_ERRORS);
      setError(entry?.field ?? 'email', {
        message: entry?.message ?? error.serverMessage ?? CLIENT.loginFailed,
      });
    }
  });

  const inOtp = mode.kind !== 'form';
  const backToForm = () => setMode({ kind: 'form' });

  return (
    <AuthLayout
      title={inOtp ? WEB.login.panelOtpTitle : WEB.login.panelTitle}
      subtitle={inOtp ? WEB.login.panelOtpSubtitle : WEB.login.panelSubtitle}
    >
      {mode.kind === 'otp-verify' ? (
        <LazyOtpForm
          key={`verify-${mode.email}`}
          email={mode.email}
          ticket={mode}
          purpose="login"
          onVerified={() => undefined}
          onBack={backToForm}
        />
      ) : mode.kind === 'otp-login' ? (
        <LazyOtpForm
          key="otp-login"
          purpose="login"
          onVerified={() => undefined}
          onBackToLogin={backToForm}
        />
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          onFocus={preloadNext}
          className="space-y-5"
          data-testid="login-form"
        >
          <h1 className="text-2xl font-bold">{WEB.login.heading}</h1>
          {navState.message ? (
            <div role="status" className="alert alert-success alert-soft" data-testid="login-flash">
              <CircleCheck className="size-5" aria-hidden="true" />
              <span>{navState.message}</span>
            </div>
          ) : null}

          <EmailField id="login-email" error={errors.email?.message} {...register('email')} />
          <PasswordField
            id="login-password"
            label={WEB.auth.password}
            autoComplete="current-password"
            placeholder={WEB.auth.passwordPlaceholder}
            error={errors.password?.message}
            {...register('password')}
          />

          <AuthSubmit action="login" busy={isLoggingIn} />

          <div className="divider text-xs text-base-content/50">{WEB.auth.or}</div>

          <IconButton
            icon={KeyRound}
            label={WEB.login.otpLink}
            className="btn btn-outline w-full"
            onClick={() => setMode({ kind: 'otp-login' })}
            testId="otp-login-link"
          />

          <p className="text-center text-sm text-base-content/70">
            {WEB.login.noAccount}{' '}
            <Link
              to="/signup"
              state={navState.from ? { from: navState.from } : undefined}
              className="link link-primary"
              data-testid="signup-link"
            >
              {WEB.login.signupLink}
            </Link>
          </p>
        </form>
      )}
    </AuthLayout>
  );
}
