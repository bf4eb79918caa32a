import { ADMIN_WEB } from '@codedojo/shared';
import type { ReactNode } from 'react';
import { FieldError } from '../../../components/FieldError.tsx';

type Props = {
  label: string;
  htmlFor?: string;
  required?: boolean;
  error?: string | undefined;
  errorId: string;
  hint?: string;
  children: ReactNode;
};

/** A labelled form field: required marker or '(optional)', an optional hint and the error line. */
export function FormField({ label, htmlFor, required = false, error, errorId, hint, children }: Props) {
  return (
    <div className="min-w-0">
      <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium">
        {label}
        {required ? (
          <span className="ml-0.5 text-error" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="ml-1 font-normal text-base-content/50">{ADMIN_WEB.optional}</span>
        )}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-base-content/50">{hint}</p> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** aria-* props of an input whose error line has id `errorId`. */
export const invalidProps = (error: string | undefined, errorId: string, required = true) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorId : undefined,
  'aria-required': required || undefined,
});
