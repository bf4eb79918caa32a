import { CLIENT, fillTemplate, type RegisterInput, WEB } from '@codedojo/shared';
import { ArrowLeft, MailCheck, User } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorText } from '../../api/client.ts';
import { FieldError } from '../../components/FieldError.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { notify } from '../../lib/toast.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { AuthSubmit } from './AuthSubmit.tsx';
import type { OtpTicket } from './authApi.ts';
import { entryFor, fieldDetails, SIGNUP_ERRORS } from './authErrors.ts';
import { useAuthStore } from './authStore.ts';
import { EmailField } from './EmailField.tsx';
import { lazyResolver, preloadValidation } from './lazyValidation.ts';
import { type AuthLocationState, readAuthState } from './navigationState.ts';
import { OtpForm } from './OtpForm.tsx';

type Registered = { email: string } & OtpTicket;
type Field = keyof RegisterInput;
const FIELDS: readonly Field[] = ['name', 'email', 'password', 'acceptTerms'];
const resolver = lazyResolver<RegisterInput>((module) => module.resolvers.register);

/** Sign-up screen: the form (validated as the user types), then the verification view. */
export default function SignupPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const from = readAuthState(location.state).from;
  const signup = useAuthStore((state) => state.signup);
  const isSigningUp = useAuthStore((state) => state.isSigningUp);
  const [registered, setRegistered] = useState<Registered | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput>({
    resolver,
    mode: 'onChange',
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user, expiresAt, remainingAttempts } = await signup(values);
      setRegistered({ email: user.email, expiresAt, remainingAttempts });
    } catch (error) {
      const taken = entryFor(error, SIGNUP_ERRORS);
      if (taken) {
        setError('email', { message: taken.message });
        return;
      }
      const details = fieldDetails(error, FIELDS);
      for (const [field, message] of details) setError(field, { message });
      if (details.length === 0) notify.error(errorText(error, CLIENT.registerFailed));
    }
  });

  const onVerified = () => {
    const state: AuthLocationState = {
      message: CLIENT.verifiedCanLogin,
      email: registered?.email,
      ...(from ? { from } : {}),
    };
    navigate('/login', { replace: true, state });
  };

  return (
    <AuthLayout
      title={registered ? WEB.signup.panelDoneTitle : WEB.signup.panelTitle}
      subtitle={registered ? WEB.signup.panelDoneSubtitle : WEB.signup.panelSubtitle}
    >
      {registered ? (
        <div className="space-y-6" data-testid="signup-success">
          <div className="text-center">
            <MailCheck className="mx-auto size-12 text-success" aria-hidden="true" />
            <h1 className="mt-3 text-2xl font-bold">{WEB.signup.successTitle}</h1>
            <p className="mt-2 text-sm text-base-content/70">
              {fillTemplate(WEB.signup.successText, { email: registered.email })}
            </p>
          </div>
          <OtpForm
            email={registered.email}
            ticket={registered}
            purpose="signup"
            onVerified={onVerified}
            onBack={() => setRegistered(null)}
          />
          <div className="text-center">
            <button
              type="button"
              className="link link-primary text-sm"
              onClick={() => setRegistered(null)}
              data-testid="back-to-signup"
            >
              <ArrowLeft className="mr-1 inline size-4" aria-hidden="true" />
              {WEB.signup.backToSignup}
            </button>
          </div>
        </div>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          onFocus={preloadValidation}
          className="space-y-5"
          data-testid="signup-form"
        >
          <h1 className="text-2xl font-bold">{WEB.signup.heading}</h1>

          <TextField
            id="signup-name"
            label={WEB.auth.fullName}
            icon={User}
            type="text"
            autoComplete="name"
            placeholder={WEB.auth.fullNamePlaceholder}
            error={errors.name?.message}
            {...register('name')}
          />
          <EmailField id="signup-email" error={errors.email?.message} {...register('email')} />
          <PasswordField
            id="signup-password"
            label={WEB.auth.password}
            autoComplete="new-password"
            placeholder={WEB.auth.passwordPlaceholder}
            error={errors.password?.message}
            {...register('password')}
          />

          <div>
            <div className="flex items-start gap-3">
              <input
                id="signup-terms"
                type="checkbox"
                className={`checkbox checkbox-primary checkbox-sm mt-0.5 ${errors.acceptTerms ? 'checkbox-error' : ''}`}
                aria-invalid={errors.acceptTerms ? true : undefined}
                aria-describedby={errors.acceptTerms ? 'signup-terms-error' : undefined}
                data-testid="signup-terms"
                {...register('acceptTerms')}
              />
              <span className="text-sm">
                <label htmlFor="signup-terms">{WEB.signup.termsPrefix}</label>{' '}
                <Link
                  to="/terms"
                  target="_blank"
                  rel="noopener"
                  className="link link-primary"
                  data-testid="terms-link"
                >
                  {WEB.signup.terms}
                </Link>{' '}
                {WEB.signup.termsJoin}{' '}
                <Link
                  to="/privacy"
                  target="_blank"
                  rel="noopener"
                  className="link link-primary"
                  data-testid="privacy-link"
                >
                  {WEB.signup.privacy}
                </Link>
              </span>
            </div>
            <FieldError id="signup-terms-error" message={errors.acceptTerms?.message} />
          </div>

          <AuthSubmit action="signup" busy={isSigningUp} />

          <p className="text-center text-sm text-base-content/70">
            {WEB.signup.haveAccount}{' '}
            <Link
              to="/login"
              state={from ? { from } : undefined}
              className="link link-primary"
              data-testid="login-link"
            >
              {WEB.signup.loginLink}
            </Link>
          </p>
        </form>
      )}
    </AuthLayout>
  );
}
