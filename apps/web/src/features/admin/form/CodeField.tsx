import type { Language } from '@codedojo/shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CodeEditor } from '../../../components/CodeEditor.tsx';
import { FormField } from './FormField.tsx';
import type { ProblemFormValues } from './formValues.ts';

type Props = {
  form: UseFormReturn<ProblemFormValues>;
  name: `codeSnippets.${Language}` | `referenceSolutions.${Language}`;
  language: Language;
  label: string;
  testId: string;
};

/** A code editor bound to the form; editing clears its error. */
export function CodeField({ form, name, language, label, testId }: Props) {
  const [group, key] = name.split('.') as ['codeSnippets' | 'referenceSolutions', Language];
  const error = form.formState.errors[group]?.[key]?.message;
  const errorId = `${testId}-error`;
  return (
    <FormField label={label} required error={error} errorId={errorId}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <CodeEditor
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              form.clearErrors(name);
            }}
            language={language}
            label={label}
            minHeight="11rem"
            className={`h-56 ${error ? 'border-error' : ''}`}
            testId={testId}
          />
        )}
      />
    </FormField>
  );
}
