import { FieldError } from './FieldError.tsx';
import { PasswordInput } from './PasswordInput.tsx';
import { type FieldProps, fieldAria } from './TextField.tsx';

/** A labelled password input with its show/hide toggle and error line. */
export function PasswordField({ id, label, error, ...input }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <PasswordInput id={id} invalid={Boolean(error)} data-testid={id} {...fieldAria(id, error)} {...input} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
