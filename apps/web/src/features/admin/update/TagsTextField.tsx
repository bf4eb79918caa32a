import { ADMIN_WEB } from '@codedojo/shared';
import type { UseFormReturn } from 'react-hook-form';
import { FormField, invalidProps } from '../form/FormField.tsx';
import type { ProblemFormValues } from '../form/formValues.ts';

/** Tags as one comma-separated line (split, trimmed, empties dropped). */
export function TagsTextField({ form, prefix }: { form: UseFormReturn<ProblemFormValues>; prefix: string }) {
  const error = form.formState.errors.tagsText?.message;
  const id = `${prefix}-tags`;
  return (
    <FormField label={ADMIN_WEB.tagsCsv} htmlFor={id} required error={error} errorId={`${id}-error`}>
      <input
        id={id}
        className={`input w-full ${error ? 'input-error' : ''}`}
        {...invalidProps(error, `${id}-error`)}
        data-testid={id}
        {...form.register('tagsText')}
      />
    </FormField>
  );
}
