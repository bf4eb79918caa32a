import { ADMIN_WEB, fillTemplate, LANGUAGES, resolveLanguage } from '@codedojo/shared';
import type { UseFormReturn } from 'react-hook-form';
import type { ProblemFormValues } from './formValues.ts';
import { IoTextarea } from './IoTextarea.tsx';

type Props = { form: UseFormReturn<ProblemFormValues>; index: number; prefix: string };

/** The title of an example: '{Language} Example' for the per-language ones, else its own name. */
export function exampleLabel(key: string): string {
  const language = resolveLanguage(key);
  return language && key === language
    ? fillTemplate(ADMIN_WEB.example, { language: LANGUAGES[language].label })
    : key;
}

/** One example: input and output (required), explanation (optional). */
export function ExampleFields({ form, index, prefix }: Props) {
  const { errors } = form.formState;
  const example = form.getValues(`examples.${index}`);
  const inputError = errors.examples?.[index]?.input?.message;
  const outputError = errors.examples?.[index]?.output?.message;
  const id = (name: string) => `${prefix}-example-${example?.key ?? index}-${name}`;
  return (
    <fieldset
      className="rounded-lg border border-base-content/10 bg-base-200/40 p-3"
      data-testid={id('fields')}
    >
      <legend className="px-1 text-sm font-semibold">{exampleLabel(example?.key ?? '')}</legend>
      <div className="grid gap-3 md:grid-cols-2">
        <IoTextarea
          id={id('input')}
          label={ADMIN_WEB.exampleInput}
          error={inputError}
          {...form.register(`examples.${index}.input`)}
        />
        <IoTextarea
          id={id('output')}
          label={ADMIN_WEB.exampleOutput}
          error={outputError}
          {...form.register(`examples.${index}.output`)}
        />
        <div className="md:col-span-2">
          <label htmlFor={id('explanation')} className="mb-1 block text-xs font-medium">
            {ADMIN_WEB.explanation}
            <span className="ml-1 font-normal text-base-content/50">{ADMIN_WEB.optional}</span>
          </label>
          <textarea
            id={id('explanation')}
            className="textarea h-16 w-full text-sm"
            data-testid={id('explanation')}
            {...form.register(`examples.${index}.explanation`)}
          />
        </div>
      </div>
    </fieldset>
  );
}
