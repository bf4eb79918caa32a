import { WEB } from '@codedojo/shared';
import { Eye, EyeOff, Lock } from 'lucide-react';
import { type ComponentPropsWithRef, useState } from 'react';

type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { invalid?: boolean };

/** A password field with a show/hide toggle. */
export function PasswordInput({ invalid, className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <label className={`input w-full ${invalid ? 'input-error' : ''} ${className ?? ''}`}>
      <Lock className="size-4 opacity-60" aria-hidden="true" />
      <input {...props} type={visible ? 'text' : 'password'} className="grow" />
      <button
        type="button"
        className="btn btn-ghost btn-xs btn-circle"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? WEB.auth.hidePassword : WEB.auth.showPassword}
        aria-pressed={visible}
        data-testid="toggle-password"
      >
        {visible ? (
          <EyeOff className="size-4" aria-hidden="true" />
        ) : (
          <Eye className="size-4" aria-hidden="true" />
        )}
      </button>
    </label>
  );
}
