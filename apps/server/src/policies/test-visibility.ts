import { sql } from 'drizzle-orm';
import { testCases } from '../db/schema.ts';

/**
 * The one rule for what a learner may see of a test case (decision 0007): only a test known to be
 * visible is shown. A test whose entry is missing, or whose flag is anything but `false`, counts
 * as hidden: the rule fails closed.
 */
export function isVisibleTest(test: { hidden?: boolean | null } | null | undefined): boolean {
  return test?.hidden === false;
}

/** The same rule in SQL, for queries that must not read a hidden test's text at all. */
export const visibleTestCondition = sql`${testCases.hidden} IS FALSE`;
