import type { LucideIcon } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { FieldError } from './FieldError.tsx';

export type FieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  /** The input's id and test id; its error line is `${id}-error`. */
  id: string;
  label: string;
  error?: string | undefined;
};

/** The label above a field and the error line below it, wired to the input by aria-describedby. */
export function fieldAria(id: string, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

/** A labelled text input with an icon and its error line (the auth forms' fields). */
export function TextField({ id, label, error, icon: Icon, ...input }: FieldProps & { icon: LucideIcon }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <label className={`input w-full ${error ? 'input-error' : ''}`}>
        <Icon className="size-4 opacity-60" aria-hidden="true" />
        <input id={id} className="grow" data-testid={id} {...fieldAria(id, error)} {...input} />
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
