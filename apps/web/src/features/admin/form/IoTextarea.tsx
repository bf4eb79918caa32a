import type { ComponentPropsWithRef } from 'react';
import { FieldError } from '../../../components/FieldError.tsx';
import { invalidProps } from './FormField.tsx';

type Props = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  /** The textarea's id and test id; its error line is `${id}-error`. */
  id: string;
  label: string;
  error: string | undefined;
};

/** A required input or output block of an example or a test case, in the code font. */
export function IoTextarea({ id, label, error, ...textarea }: Props) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium">
        {label}
        <span className="ml-0.5 text-error" aria-hidden="true">
          *
        </span>
      </label>
      <textarea
        id={id}
        className={`textarea h-20 w-full font-code text-sm ${error ? 'textarea-error' : ''}`}
        {...invalidProps(error, `${id}-error`)}
        data-testid={id}
        {...textarea}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
