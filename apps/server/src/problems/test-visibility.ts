// Moved to policies/ (issue 13); kept for submissions/judging.ts until its owner's branch merges.
export { isVisibleTest } from '../policies/test-visibility.ts';
