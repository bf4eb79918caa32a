import { WEB } from '@codedojo/shared';
import { Mail } from 'lucide-react';
import { type FieldProps, TextField } from '../../components/TextField.tsx';

/** The auth forms' email field: its label, icon, placeholder and autocomplete written once. */
export function EmailField(props: Omit<FieldProps, 'label'>) {
  return (
    <TextField
      label={WEB.auth.email}
      icon={Mail}
      type="email"
      autoComplete="email"
      placeholder={WEB.auth.emailPlaceholder}
      {...props}
    />
  );
}
