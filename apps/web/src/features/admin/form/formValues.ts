import type { Problem } from '@codedojo/shared';
import { type Difficulty, LANGUAGE_KEYS, type Language, normalizeHints } from '@codedojo/shared';
import type { ProblemPayload } from '../../problems/types.ts';
import type { SampleProblem } from '../samples/index.ts';

export type ExampleValues = { key: string; input: string; output: string; explanation: string };
export type TestCaseValues = { input: string; output: string; hidden: boolean };

/**
 * The admin form's own shape (spec section 3: plural codeSnippets / referenceSolutions inside the
 * form, singular names in the payload). Add Problem edits `tags` as a list, Update as `tagsText`.
 */
export type ProblemFormValues = {
  title: string;
  description: string;
  difficulty: Difficulty;
  tags: { value: string }[];
  tagsText: string;
  constraints: string;
  hints: string;
  editorial: string;
  examples: ExampleValues[];
  testCases: TestCaseValues[];
  codeSnippets: Record<Language, string>;
  referenceSolutions: Record<Language, string>;
};

export type TagMode = 'list' | 'text';

const perLanguage = (value: (language: Language) => string) =>
  Object.fromEntries(LANGUAGE_KEYS.map((language) => [language, value(language)])) as Record<
    Language,
    string
  >;

const emptyExamples = (): ExampleValues[] =>
  LANGUAGE_KEYS.map((key) => ({ key, input: '', output: '', explanation: '' }));

/** Defaults of spec section 4: EASY, one empty tag and test case, empty examples and code for all three languages. */
export function emptyValues(): ProblemFormValues {
  return {
    title: '',
    description: '',
    difficulty: 'EASY',
    tags: [{ value: '' }],
    tagsText: '',
    constraints: '',
    hints: '',
    editorial: '',
    examples: emptyExamples(),
    testCases: [{ input: '', output: '', hidden: false }],
    codeSnippets: perLanguage(() => ''),
    referenceSolutions: perLanguage(() => ''),
  };
}

function examplesOf(
  examples: Record<string, { input: string; output: string; explanation?: string | null }>,
) {
  const entries = Object.entries(examples ?? {});
  if (entries.length === 0) return emptyExamples();
  return entries.map(([key, example]) => ({
    key,
    input: example.input ?? '',
    output: example.output ?? '',
    explanation: example.explanation ?? '',
  }));
}

export function fromSample(sample: SampleProblem): ProblemFormValues {
  return {
    title: sample.title,
    description: sample.description,
    difficulty: sample.difficulty,
    tags: sample.tags.map((value) => ({ value })),
    tagsText: sample.tags.join(', '),
    constraints: sample.constraints,
    hints: sample.hints.join('\n'),
    editorial: sample.editorial,
    examples: examplesOf(sample.examples),
    testCases: sample.testCases.map((test) => ({ ...test })),
    codeSnippets: { ...sample.codeSnippet },
    referenceSolutions: { ...sample.referenceSolution },
  };
}

/** Prefills the update modal from a problem (as an admin receives it). */
export function fromProblem(problem: Problem): ProblemFormValues {
  const defaults = emptyValues();
  return {
    title: problem.title ?? '',
    description: problem.description ?? '',
    difficulty: problem.difficulty ?? 'EASY',
    tags: problem.tags?.length ? problem.tags.map((value) => ({ value })) : defaults.tags,
    tagsText: (problem.tags ?? []).join(', '),
    constraints: problem.constraints ?? '',
    hints: normalizeHints(problem.hints).join('\n'),
    editorial: problem.editorial ?? '',
    examples: examplesOf(problem.examples),
    testCases: problem.testCases?.length
      ? problem.testCases.map((test) => ({
          input: test.input,
          output: test.output,
          hidden: Boolean(test.hidden),
        }))
      : defaults.testCases,
    codeSnippets: perLanguage((language) => problem.codeSnippet?.[language] ?? ''),
    referenceSolutions: perLanguage((language) => problem.referenceSolution?.[language] ?? ''),
  };
}

/** Comma-separated tags: split, trim, drop empties. */
export const parseTagsText = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The create / update body; empty tags are dropped before sending. */
export function toPayload(values: ProblemFormValues, tagMode: TagMode): ProblemPayload {
  const tags =
    tagMode === 'text'
      ? parseTagsText(values.tagsText)
      : values.tags.map((tag) => tag.value.trim()).filter(Boolean);
  return {
    title: values.title,
    description: values.description,
    difficulty: values.difficulty,
    tags,
    constraints: values.constraints,
    hints: normalizeHints(values.hints),
    editorial: values.editorial,
    examples: Object.fromEntries(
      values.examples.map((example) => [
        example.key,
        {
          input: example.input,
          output: example.output,
          ...(example.explanation.trim() ? { explanation: example.explanation } : {}),
        },
      ]),
    ),
    testCases: values.testCases.map((test) => ({
      input: test.input,
      output: test.output,
      hidden: test.hidden,
    })),
    codeSnippet: { ...values.codeSnippets },
    referenceSolution: { ...values.referenceSolutions },
  };
}
