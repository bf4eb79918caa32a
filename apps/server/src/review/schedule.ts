import { ACCEPTED, FAILED_VERDICTS, REVIEW_INTERVALS_DAYS, REVIEW_SKIP_DAYS } from '@codedojo/shared';

const DAY_MS = 24 * 60 * 60 * 1000;
const FAILED = new Set<string>(FAILED_VERDICTS);

export type ReviewEvent = { kind: 'submission'; at: Date; status: string } | { kind: 'skip'; at: Date };

export type ReviewState = { step: number; dueAt: Date; reviews: number };

const intervalOf = (step: number) =>
  (REVIEW_INTERVALS_DAYS[Math.min(step, REVIEW_INTERVALS_DAYS.length - 1)] ?? 1) * DAY_MS;

/**
 * Spaced repetition replayed from one problem's history (oldest first). The first Accepted starts
 * it: due one interval later. A judged submission once due is a re-solve: Accepted moves to the
 * next interval, a failed verdict back to the first; submissions before the due time change
 * nothing. A skip postpones the due time by a day from when it was due (or from now if later).
 * Undefined until the problem is first solved.
 */
export function reviewState(events: readonly ReviewEvent[]): ReviewState | undefined {
  let state: ReviewState | undefined;
  for (const event of events) {
    const at = event.at.getTime();
    if (!state) {
      if (event.kind === 'submission' && event.status === ACCEPTED) {
        state = { step: 0, dueAt: new Date(at + intervalOf(0)), reviews: 0 };
      }
      continue;
    }
    if (event.kind === 'skip') {
      state = { ...state, dueAt: new Date(Math.max(state.dueAt.getTime(), at) + REVIEW_SKIP_DAYS * DAY_MS) };
      continue;
    }
    if (at < state.dueAt.getTime()) continue;
    if (event.status === ACCEPTED) {
      const step = Math.min(state.step + 1, REVIEW_INTERVALS_DAYS.length - 1);
      state = { step, dueAt: new Date(at + intervalOf(step)), reviews: state.reviews + 1 };
    } else if (FAILED.has(event.status)) {
      state = { step: 0, dueAt: new Date(at + intervalOf(0)), reviews: state.reviews + 1 };
    }
  }
  return state;
}
