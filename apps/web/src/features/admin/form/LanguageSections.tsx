import { ADMIN_WEB, fillTemplate, LANGUAGE_KEYS, LANGUAGES } from '@codedojo/shared';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FieldError } from '../../../components/FieldError.tsx';
import { CodeField } from './CodeField.tsx';
import { ExampleFields } from './ExampleFields.tsx';
import type { ProblemFormValues } from './formValues.ts';

type Props = { form: UseFormReturn<ProblemFormValues>; prefix: string };

/**
 * For each of JAVASCRIPT, PYTHON and JAVA: the starter code editor, the reference solution editor
 * and that language's example. Examples with other names (catalogue problems) follow.
 */
export function LanguageSections({ form, prefix }: Props) {
  const examples = useWatch({ control: form.control, name: 'examples' }) ?? [];
  const keys = examples.map((example) => example.key);
  const others = keys
    .map((key, index) => ({ key, index }))
    .filter(({ key }) => !LANGUAGE_KEYS.includes(key as never));
  const rootError = form.formState.errors.examples?.root?.message ?? form.formState.errors.examples?.message;
  return (
    <div className="space-y-6">
      {LANGUAGE_KEYS.map((language) => {
        const label = LANGUAGES[language].label;
        const exampleIndex = keys.indexOf(language);
        return (
          <section
            key={language}
            className="space-y-3 rounded-box border border-base-content/10 p-4"
            data-testid={`${prefix}-language-${language}`}
          >
            <h3 className="font-semibold">{label}</h3>
            <div className="grid gap-4 xl:grid-cols-2">
              <CodeField
                form={form}
                name={`codeSnippets.${language}`}
                language={language}
                label={fillTemplate(ADMIN_WEB.starterCode, { language: label })}
                testId={`${prefix}-starter-${language}`}
              />
              <CodeField
                form={form}
                name={`referenceSolutions.${language}`}
                language={language}
                label={fillTemplate(ADMIN_WEB.referenceSolution, { language: label })}
                testId={`${prefix}-reference-${language}`}
              />
            </div>
            {exampleIndex >= 0 ? <ExampleFields form={form} index={exampleIndex} prefix={prefix} /> : null}
          </section>
        );
      })}
      {others.length > 0 ? (
        <section className="space-y-3">
          <h3 className="font-semibold">{ADMIN_WEB.examples}</h3>
          {others.map(({ key, index }) => (
            <ExampleFields key={key} form={form} index={index} prefix={prefix} />
          ))}
        </section>
      ) : null}
      <FieldError id={`${prefix}-examples-error`} message={rootError} />
    </div>
  );
}
