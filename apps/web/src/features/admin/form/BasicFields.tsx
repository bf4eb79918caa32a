import { ADMIN_WEB, DIFFICULTIES, PROBLEMS_WEB } from '@codedojo/shared';
import type { UseFormReturn } from 'react-hook-form';
import { FormField, invalidProps } from './FormField.tsx';
import type { ProblemFormValues } from './formValues.ts';

const DIFFICULTY_LABEL = {
  EASY: PROBLEMS_WEB.easy,
  MEDIUM: PROBLEMS_WEB.medium,
  HARD: PROBLEMS_WEB.hard,
} as const;

type Props = { form: UseFormReturn<ProblemFormValues>; prefix: string };

/** Title, difficulty and description. */
export function BasicFields({ form, prefix }: Props) {
  const { register, formState } = form;
  const { errors } = formState;
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <div className="grid gap-4 md:grid-cols-[1fr_12rem]">
      <FormField
        label={ADMIN_WEB.title}
        htmlFor={id('title')}
        required
        error={errors.title?.message}
        errorId={id('title-error')}
      >
        <input
          id={id('title')}
          className={`input w-full ${errors.title ? 'input-error' : ''}`}
          {...invalidProps(errors.title?.message, id('title-error'))}
          data-testid={id('title')}
          {...register('title')}
        />
      </FormField>
      <FormField
        label={ADMIN_WEB.difficulty}
        htmlFor={id('difficulty')}
        required
        error={errors.difficulty?.message}
        errorId={id('difficulty-error')}
      >
        <select
          id={id('difficulty')}
          className="select w-full"
          {...invalidProps(errors.difficulty?.message, id('difficulty-error'))}
          data-testid={id('difficulty')}
          {...register('difficulty')}
        >
          {DIFFICULTIES.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {DIFFICULTY_LABEL[difficulty]}
            </option>
          ))}
        </select>
      </FormField>
      <div className="md:col-span-2">
        <FormField
          label={ADMIN_WEB.description}
          htmlFor={id('description')}
          required
          hint={ADMIN_WEB.descriptionHint}
          error={errors.description?.message}
          errorId={id('description-error')}
        >
          <textarea
            id={id('description')}
            className={`textarea h-40 w-full ${errors.description ? 'textarea-error' : ''}`}
            {...invalidProps(errors.description?.message, id('description-error'))}
            data-testid={id('description')}
            {...register('description')}
          />
        </FormField>
      </div>
    </div>
  );
}

/** Constraints (required), hints and editorial (optional). */
export function ExtraFields({ form, prefix }: Props) {
  const { register, formState } = form;
  const { errors } = formState;
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <div className="grid gap-4">
      <FormField
        label={ADMIN_WEB.constraints}
        htmlFor={id('constraints')}
        required
        error={errors.constraints?.message}
        errorId={id('constraints-error')}
      >
        <textarea
          id={id('constraints')}
          className={`textarea h-24 w-full font-code text-sm ${errors.constraints ? 'textarea-error' : ''}`}
          {...invalidProps(errors.constraints?.message, id('constraints-error'))}
          data-testid={id('constraints')}
          {...register('constraints')}
        />
      </FormField>
      <FormField
        label={ADMIN_WEB.hints}
        htmlFor={id('hints')}
        hint={ADMIN_WEB.hintsHint}
        error={errors.hints?.message}
        errorId={id('hints-error')}
      >
        <textarea
          id={id('hints')}
          className="textarea h-24 w-full"
          {...invalidProps(errors.hints?.message, id('hints-error'), false)}
          data-testid={id('hints')}
          {...register('hints')}
        />
      </FormField>
      <FormField
        label={ADMIN_WEB.editorial}
        htmlFor={id('editorial')}
        error={errors.editorial?.message}
        errorId={id('editorial-error')}
      >
        <textarea
          id={id('editorial')}
          className="textarea h-32 w-full"
          {...invalidProps(errors.editorial?.message, id('editorial-error'), false)}
          data-testid={id('editorial')}
          {...register('editorial')}
        />
      </FormField>
    </div>
  );
}
