import { LANGUAGE_KEYS, problemSchema } from '@codedojo/shared';
import { type FieldErrors, type Resolver, set } from 'react-hook-form';
import { type ProblemFormValues, type TagMode, toPayload } from './formValues.ts';

/**
 * Maps a path of the payload (the schema's, or the server's `details` key such as
 * 'testCases.0.input', 'codeSnippet.JAVA', 'examples.PYTHON.output') to the form field showing it.
 */
export function formPath(path: readonly PropertyKey[], values: ProblemFormValues, tagMode: TagMode): string {
  const [head, second, third] = path.map(String);
  switch (head) {
    case 'codeSnippet':
      return `codeSnippets.${second && LANGUAGE_KEYS.includes(second as never) ? second : 'JAVASCRIPT'}`;
    case 'referenceSolution':
      return `referenceSolutions.${second && LANGUAGE_KEYS.includes(second as never) ? second : 'JAVASCRIPT'}`;
    case 'tags':
      return tagMode === 'text' ? 'tagsText' : 'tags.root';
    case 'testCases':
      return second !== undefined && third ? `testCases.${second}.${third}` : 'testCases.root';
    case 'examples': {
      const index = values.examples.findIndex((example) => example.key === second);
      return index >= 0 && third ? `examples.${index}.${third}` : 'examples.root';
    }
    default:
      return head ?? 'root';
  }
}

/** Sets one error per field (the first) on a nested react-hook-form error object. */
export function addError(errors: FieldErrors<ProblemFormValues>, field: string, message: string): void {
  const existing = field
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
  if (!existing) set(errors, field, { type: 'validate', message });
}

/** The shared problem schema (spec section 5) as the form's resolver. */
export function problemResolver(tagMode: TagMode): Resolver<ProblemFormValues> {
  return async (values) => {
    const parsed = problemSchema.safeParse(toPayload(values, tagMode));
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<ProblemFormValues> = {};
    for (const issue of parsed.error.issues)
      addError(errors, formPath(issue.path, values, tagMode), issue.message);
    return { values: {}, errors };
  };
}
