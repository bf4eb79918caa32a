import type { ChangeEvent } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { emptyValues, type ProblemFormValues, type TagMode } from './formValues.ts';
import { problemResolver } from './problemResolver.ts';

/**
 * The admin problem form: validated with the shared schema on submit; an error clears when its
 * field is edited (and comes back only on the next submit).
 */
export function useProblemForm(tagMode: TagMode, defaultValues: ProblemFormValues = emptyValues()) {
  const form = useForm<ProblemFormValues>({
    resolver: problemResolver(tagMode),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const clearOnEdit = (event: ChangeEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name === 'string' && name) form.clearErrors(name as FieldPath<ProblemFormValues>);
  };
  return { form, clearOnEdit };
}
