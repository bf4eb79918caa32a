import type { Difficulty, Language } from '@codedojo/shared';

/** A complete built-in problem for Load Sample: every field of the Add Problem form. */
export type SampleProblem = {
  title: string;
  description: string;
  difficulty: Difficulty;
  tags: string[];
  constraints: string;
  hints: string[];
  editorial: string;
  examples: Record<Language, { input: string; output: string; explanation: string }>;
  testCases: { input: string; output: string; hidden: boolean }[];
  codeSnippet: Record<Language, string>;
  referenceSolution: Record<Language, string>;
};
