import { ACCEPTED, JUDGE_OWNER_CATALOGUE, LANGUAGE_KEYS, LANGUAGES, type Language } from '@codedojo/shared';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { judgeOrUnavailable } from './judge.ts';

type Solutions = Record<Language, string>;
type Test = { input: string; output: string };

/**
 * Every reference solution must pass every test before a problem is saved. A failure answers
 * 400 naming the language, the test and the verdict.
 */
export async function assertReferenceSolutionsPass(ctx: AppContext, solutions: Solutions, tests: Test[]) {
  const results = await Promise.all(
    LANGUAGE_KEYS.map(async (language) => ({
      language,
      result: await judgeOrUnavailable(
        ctx,
        {
          language,
          source: solutions[language],
          tests: tests.map((test) => ({ input: test.input, expected: test.output })),
        },
        JUDGE_OWNER_CATALOGUE,
      ),
    })),
  );
  const details: Record<string, string> = {};
  for (const { language, result } of results) {
    if (result.status === ACCEPTED) continue;
    const failing = result.tests.findIndex((test) => !test.passed);
    const where = failing >= 0 ? `test ${failing + 1}` : 'compilation';
    details[`referenceSolution.${language}`] =
      `${LANGUAGES[language].label} reference solution fails ${where}: ${result.status}`;
  }
  const messages = Object.values(details);
  if (messages.length > 0) throw badRequest(messages[0] ?? '', details, 'reference_solution_failed');
}
