import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { ProblemFormValues, TagMode } from './formValues.ts';
import { formPath } from './problemResolver.ts';

/** Shows the server's per-field `details` (keys such as 'testCases.0.input') on the form's fields. */
export function applyServerErrors(
  form: UseFormReturn<ProblemFormValues>,
  details: Record<string, string> | undefined,
  tagMode: TagMode,
): void {
  const values = form.getValues();
  for (const [key, message] of Object.entries(details ?? {})) {
    const field = formPath(key.split('.'), values, tagMode) as FieldPath<ProblemFormValues>;
    form.setError(field, { type: 'server', message });
  }
}
