import { WEB } from '@codedojo/shared';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/Spinner.tsx';
import type { OtpFormProps } from './OtpForm.tsx';

const loadOtpForm = () => import('./OtpForm.tsx');
const OtpForm = lazy(() => loadOtpForm().then((module) => ({ default: module.OtpForm })));

/** Starts downloading the one-time-code form (the login form calls it on first focus). */
export function preloadOtpForm(): void {
  void loadOtpForm().catch(() => undefined);
}

/** The one-time-code form of the login screen, kept out of the JavaScript that paints /login. */
export function LazyOtpForm(props: OtpFormProps) {
  return (
    <Suspense fallback={<Spinner label={WEB.pages.loading} />}>
      <OtpForm {...props} />
    </Suspense>
  );
}
