/**
 * Learning features (issue 14): solutions, the daily problem and streaks, the review queue,
 * submission compare, themes and accessibility. Constants, schemas and every string they show.
 */

/** Days until the next review after the first solve and after each successful re-solve. */
export const REVIEW_INTERVALS_DAYS = [1, 3, 7, 14, 30, 60] as const;
/** A skipped review comes back this many days later (its interval is unchanged). */
export const REVIEW_SKIP_DAYS = 1;
/** Verdicts that count as a failed re-solve (judge failures such as Internal Error do not). */
export const FAILED_VERDICTS = [
  'Wrong Answer',
  'Time Limit Exceeded',
  'Memory Limit Exceeded',
  'Runtime Error',
  'Compilation Error',
  'Output Limit Exceeded',
] as const;
/** The seed of the daily problem's order; changing it reshuffles every future day. */
export const DAILY_SEED = 'codedojo-daily-v1';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = 'codedojo-theme';
/** daisyUI theme names for the light and dark looks. */
export const THEME_NAMES = { light: 'light', dark: 'dark' } as const;

export const LEARNING_SERVER = {
  solutionsFetched: 'Solutions fetched successfully',
  solutionsLocked: 'Solve this problem first, or reveal its solutions.',
  solutionsRevealed: 'Solutions revealed',
  dailyFetched: 'Daily problem fetched successfully',
  noProblems: 'There are no problems yet',
  reviewFetched: 'Review queue fetched successfully',
  reviewSkipped: 'Review postponed',
  notInReview: 'This problem is not in your review queue',
  compareFetched: 'Submissions fetched for comparison',
  submissionNotFound: 'Submission not found',
  compareOtherProblem: 'Both submissions must be of the same problem',
  revealsFetched: 'Revealed solutions fetched successfully',
} as const;

export const LEARNING_WEB = {
  tabSolutions: 'Solutions',
  lockedTitle: 'Solutions are locked',
  lockedText: 'Solve this problem to unlock its editorial and reference solutions.',
  revealButton: 'Reveal solutions',
  revealConfirmTitle: 'Reveal before solving?',
  revealConfirmText: 'Your profile will show this problem as "revealed before solving".',
  revealConfirm: 'Reveal',
  revealCancel: 'Cancel',
  revealFailed: 'Could not reveal the solutions',
  revealedBadge: 'Revealed before solving',
  editorial: 'Editorial',
  noEditorial: 'No editorial for this problem yet.',
  referenceSolutions: 'Reference solutions',
  solutionLanguages: 'Solution language',
  solutionCode: '{language} reference solution',
  loadingSolutions: 'Loading solutions...',
  solutionsFailed: 'Failed to load solutions',
  dailyTitle: 'Daily Problem',
  dailySolved: 'Solved today',
  dailyOpen: 'Solve it',
  dailyNone: 'No daily problem yet.',
  streakTitle: 'Streak',
  streakCurrent: 'Current streak',
  streakLongest: 'Longest streak',
  streakDays: '{n} days',
  streakDay: '{n} day',
  reviewTitle: 'Due for review ({n})',
  reviewEmpty: 'Nothing to review today.',
  reviewOpen: 'Review',
  reviewSkip: 'Skip',
  reviewSkipLabel: 'Skip the review of {title}',
  reviewDue: 'A review of this problem is due. Solve it again to keep it fresh.',
  reviewNext: 'Next review {date}',
  compareTitle: 'Compare submissions',
  compareButton: 'Compare',
  compareHint: 'Pick two submissions to compare.',
  comparePick: 'Select submission from {date} for comparison',
  compareClose: 'Close',
  compareLeft: 'Older',
  compareRight: 'Newer',
  compareTest: 'Test {n}',
  compareHidden: 'Hidden test {n}',
  compareLoading: 'Loading comparison...',
  compareFailed: 'Failed to load the comparison',
  compareDiffLabel: 'Code differences',
  compareAdded: 'added',
  compareRemoved: 'removed',
  themeLabel: 'Theme',
  themeLight: 'Light',
  themeDark: 'Dark',
  themeSystem: 'System',
  themeChoose: 'Choose theme: {theme}',
  skipLink: 'Skip to main content',
  shortcutsTitle: 'Keyboard shortcuts',
  shortcutsButton: 'Keyboard shortcuts',
  shortcutsClose: 'Close',
  shortcutRun: 'Run the code',
  shortcutSubmit: 'Submit the code',
  shortcutLeave: 'Leave the editor (then Tab to the next control)',
  shortcutIndent: 'Indent the selection (inside the editor)',
  shortcutHelp: 'Show this list (outside the editor)',
  shortcutFind: 'Find in the code',
  shortcutUndo: 'Undo',
} as const;
