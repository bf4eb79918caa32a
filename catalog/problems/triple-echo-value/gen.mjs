import { array } from '../../lib/format.mjs';

/** k codes three times each plus one lonely code, all distinct codes from [lo, hi], shuffled. */
function log(rng, k, lo, hi) {
  const codes = rng.distinct(k + 1, lo, hi);
  const out = [codes[k]];
  for (let i = 0; i < k; i++) out.push(codes[i], codes[i], codes[i]);
  return rng.shuffle(out);
}

export default function generate(rng) {
  const B = 1e9;
  return [
    { input: array([-1]), note: 'a single code, -1', hidden: false },
    { input: array([0, 7, 7, 7]), note: 'lonely code is 0' },
    { input: array([B, -B, B, B]), note: 'extremes' },
    { input: array([-B, -B, -B, B]), note: 'extremes, lonely maximum' },
    { input: array([2, 2, 3, 2]), note: 'neighbouring values' },
    { input: array(log(rng, 5, -20, 20)), note: 'small random' },
    { input: array(log(rng, 300, -B, -1)), note: 'all negative' },
    { input: array(log(rng, 1000, -B, B)), note: 'random, full range' },
    { input: array(log(rng, 10000, 0, 20000)), note: 'maximum n, small codes', large: true },
    { input: array(log(rng, 10000, -B, B)), note: 'maximum n, full range', large: true },
  ];
}
