import { ADMIN_WEB, fillTemplate } from '@codedojo/shared';
import { Plus, Trash2 } from 'lucide-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { FieldError } from '../../../components/FieldError.tsx';
import { IconButton } from '../../../components/IconButton.tsx';
import type { ProblemFormValues } from './formValues.ts';
import { IoTextarea } from './IoTextarea.tsx';

type Props = { form: UseFormReturn<ProblemFormValues>; prefix: string };

/** Test cases (input and expected output, optionally hidden); the last one cannot be removed. */
export function TestCasesField({ form, prefix }: Props) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'testCases' });
  const { errors } = form.formState;
  const rootError = errors.testCases?.root?.message ?? errors.testCases?.message;
  return (
    <fieldset className="min-w-0 space-y-3" data-testid={`${prefix}-test-cases`}>
      <legend className="mb-1 text-sm font-medium">
        {ADMIN_WEB.testCases}
        <span className="ml-0.5 text-error" aria-hidden="true">
          *
        </span>
      </legend>
      {fields.map((field, index) => {
        const inputError = errors.testCases?.[index]?.input?.message;
        const outputError = errors.testCases?.[index]?.output?.message;
        const id = (name: string) => `${prefix}-test-${index}-${name}`;
        return (
          <div
            key={field.id}
            className="rounded-lg border border-base-content/10 bg-base-200/40 p-3"
            data-testid="test-case"
          >
            <div className="mb-2 flex items-center justify-between gap-2">
              <span className="text-sm font-semibold">
                {fillTemplate(ADMIN_WEB.testCaseN, { n: index + 1 })}
              </span>
              <div className="flex items-center gap-3">
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    {...form.register(`testCases.${index}.hidden`)}
                  />
                  {ADMIN_WEB.hidden}
                </label>
                <IconButton
                  icon={Trash2}
                  className="btn btn-ghost btn-sm btn-square"
                  onClick={() => remove(index)}
                  disabled={fields.length <= 1}
                  aria-label={fillTemplate(ADMIN_WEB.removeTestCase, { n: index + 1 })}
                  testId={`${prefix}-remove-test-${index}`}
                />
              </div>
            </div>
            <div className="grid gap-3 md:grid-cols-2">
              <IoTextarea
                id={id('input')}
                label={ADMIN_WEB.input}
                error={inputError}
                {...form.register(`testCases.${index}.input`)}
              />
              <IoTextarea
                id={id('output')}
                label={ADMIN_WEB.expectedOutput}
                error={outputError}
                {...form.register(`testCases.${index}.output`)}
              />
            </div>
          </div>
        );
      })}
      <IconButton
        icon={Plus}
        label={ADMIN_WEB.addTestCase}
        className="btn btn-outline btn-sm"
        onClick={() => append({ input: '', output: '', hidden: false })}
        testId={`${prefix}-add-test`}
      />
      <FieldError id={`${prefix}-test-cases-error`} message={rootError} />
    </fieldset>
  );
}
