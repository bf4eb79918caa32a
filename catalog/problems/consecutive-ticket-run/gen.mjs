import { array } from '../../lib/format.mjs';

/** Several runs of random lengths at random places, with some duplicates, shuffled. */
function runs(rng, count, maxLen, lo, hi) {
  const out = [];
  for (let r = 0; r < count; r++) {
    const start = rng.int(lo, hi - maxLen);
    const len = rng.int(1, maxLen);
    for (let i = 0; i < len; i++) {
      out.push(start + i);
      if (rng.bool(0.1)) out.push(start + i);
    }
  }
  return rng.shuffle(out);
}

export default function generate(rng) {
  const B = 1e9;
  const run = (start, len) => Array.from({ length: len }, (_, i) => start + i);
  return [
    { input: array([]), note: 'empty pile', hidden: false },
    { input: array([42]), note: 'a single stub', hidden: false },
    { input: array([7, 7, 7]), note: 'all equal' },
    { input: array([-B, B]), note: 'extremes, far apart' },
    { input: array(rng.shuffle(run(B - 4, 5))), note: 'run ending at the maximum' },
    { input: array(rng.shuffle(run(-3, 7))), note: 'run across zero' },
    { input: array(runs(rng, 4, 6, -30, 30)), note: 'small random runs' },
    { input: array(runs(rng, 300, 40, -B, B)), note: 'random runs, full range' },
    { input: array(rng.array(5000, -B, B)), note: 'random numbers, few runs' },
    { input: array(rng.shuffle(run(0, 30000))), note: 'maximum n, one long run', large: true },
    { input: array(runs(rng, 40, 1500, -50000, 50000)), note: 'many long overlapping runs', large: true },
  ];
}
