import { ADMIN_WEB } from '@codedojo/shared';
import { palindromeSample } from './palindrome.ts';
import { stairsSample } from './stairs.ts';
import type { SampleProblem } from './types.ts';

export type { SampleProblem } from './types.ts';

/** The built-in samples offered by Load Sample. */
export const SAMPLES: { id: 'stairs' | 'palindrome'; label: string; problem: SampleProblem }[] = [
  { id: 'stairs', label: ADMIN_WEB.sampleStairs, problem: stairsSample },
  { id: 'palindrome', label: ADMIN_WEB.samplePalindrome, problem: palindromeSample },
];
