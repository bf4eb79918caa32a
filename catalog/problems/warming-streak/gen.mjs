import { array } from '../../lib/format.mjs';

/** Random readings built from increasing runs of random lengths (so long streaks occur). */
function runs(rng, n, maxRun) {
  const out = [];
  while (out.length < n) {
    const len = rng.int(1, maxRun);
    let t = rng.int(-60, 0);
    for (let k = 0; k < len && out.length < n; k++) {
      out.push(t);
      t = Math.min(60, t + rng.int(0, 3)); // a step of 0 breaks the streak
    }
  }
  return out;
}

export default function generate(rng) {
  const inc = Array.from({ length: 121 }, (_, i) => i - 60);
  return [
    { input: array([]), note: 'no readings', hidden: false },
    { input: array([17]), note: 'single day', hidden: false },
    { input: array([5, 5, 5, 5, 5]), note: 'all equal' },
    { input: array([-60, 60]), note: 'two days, extremes, rising' },
    { input: array([60, -60]), note: 'two days, falling' },
    { input: array([1, 2, 3, 1, 2, 3, 4]), note: 'longest streak at the end' },
    { input: array(inc), note: 'whole range strictly increasing' },
    { input: array(inc.slice().reverse()), note: 'strictly decreasing' },
    { input: array(rng.array(20, -5, 5)), note: 'small random with duplicates' },
    { input: array(runs(rng, 1000, 30)), note: 'random runs, 1000 days' },
    { input: array(rng.array(20000, -60, 60)), note: 'maximum n, uniform random' },
    { input: array(runs(rng, 20000, 120)), note: 'maximum n, long runs' },
  ];
}
