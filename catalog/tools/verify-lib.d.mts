/** Types for the parts of verify-lib.mjs used from TypeScript (the catalogue importer). */
type Language = 'JAVASCRIPT' | 'PYTHON' | 'JAVA';
export type LoadedProblem = { slug: string; dir: string; loadErrors: string[]; meta: unknown };
export type CatalogRecord = {
  slug: string;
  title: string;
  description: string;
  difficulty: 'EASY' | 'MEDIUM' | 'HARD';
  tags: string[];
  constraints: string;
  hints: string[];
  editorial: string | null;
  complexity: string | null;
  examples: Record<string, { input: string; output: string; explanation?: string }>;
  codeSnippets: Record<Language, string>;
  referenceSolutions: Record<Language, string>;
  testCases: { input: string; output: string; hidden: boolean }[];
};

export function listProblemDirs(problemsRoot: string): Promise<string[]>;
export function loadProblem(dir: string): Promise<LoadedProblem>;
export function validateProblem(problem: LoadedProblem): { errors: string[]; warnings: string[] };
export function toRecord(problem: LoadedProblem): CatalogRecord;
