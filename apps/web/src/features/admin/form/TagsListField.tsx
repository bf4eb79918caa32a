import { ADMIN_WEB, fillTemplate } from '@codedojo/shared';
import { Plus, Trash2 } from 'lucide-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { FieldError } from '../../../components/FieldError.tsx';
import { IconButton } from '../../../components/IconButton.tsx';
import type { ProblemFormValues } from './formValues.ts';

type Props = { form: UseFormReturn<ProblemFormValues>; prefix: string };

/** A dynamic list of tags; the last one cannot be removed. */
export function TagsListField({ form, prefix }: Props) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'tags' });
  const error = form.formState.errors.tags?.root?.message ?? form.formState.errors.tags?.message;
  const errorId = `${prefix}-tags-error`;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium">
        {ADMIN_WEB.tags}
        <span className="ml-0.5 text-error" aria-hidden="true">
          *
        </span>
      </legend>
      <ul className="flex flex-wrap gap-2" data-testid={`${prefix}-tags`}>
        {fields.map((field, index) => (
          <li key={field.id} className="join">
            <input
              className={`input join-item w-48 ${error ? 'input-error' : ''}`}
              placeholder={ADMIN_WEB.tagPlaceholder}
              aria-label={`${ADMIN_WEB.tags} ${index + 1}`}
              aria-describedby={error ? errorId : undefined}
              data-testid={`${prefix}-tag-${index}`}
              {...form.register(`tags.${index}.value`, { onChange: () => form.clearErrors('tags') })}
            />
            <IconButton
              icon={Trash2}
              className="btn btn-square join-item"
              onClick={() => remove(index)}
              disabled={fields.length <= 1}
              aria-label={fillTemplate(ADMIN_WEB.removeTag, { n: index + 1 })}
              testId={`${prefix}-remove-tag-${index}`}
            />
          </li>
        ))}
        <li>
          <IconButton
            icon={Plus}
            label={ADMIN_WEB.addTag}
            className="btn btn-outline"
            onClick={() => append({ value: '' })}
            testId={`${prefix}-add-tag`}
          />
        </li>
      </ul>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
