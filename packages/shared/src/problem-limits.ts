/** Sizes of a problem and of a run's inputs, checked by the problem and execute schemas. */
export const PROBLEM_LIMITS = {
  titleMax: 200,
  descriptionMax: 20_000,
  tagMax: 40,
  tagsMax: 10,
  constraintsMax: 5_000,
  hintMax: 2_000,
  hintsMax: 20,
  editorialMax: 50_000,
  examplesMax: 20,
  testCasesMax: 100,
  testCaseBytes: 1024 * 1024,
  codeBytes: 64 * 1024,
  runInputsMax: 20,
  /** Create and update carry whole test suites. */
  bodyBytes: 16 * 1024 * 1024,
} as const;
