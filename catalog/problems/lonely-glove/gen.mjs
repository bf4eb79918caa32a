import { array } from '../../lib/format.mjs';

/** k pairs of distinct codes from [lo, hi] plus one lonely code, shuffled. */
function box(rng, k, lo, hi) {
  const codes = rng.distinct(k + 1, lo, hi);
  const out = [codes[k]];
  for (let i = 0; i < k; i++) out.push(codes[i], codes[i]);
  return rng.shuffle(out);
}

export default function generate(rng) {
  const B = 1e9;
  return [
    { input: array([0]), note: 'a single glove, code 0', hidden: false },
    { input: array([-B]), note: 'a single glove, minimum code' },
    { input: array([B, -B, B]), note: 'extremes' },
    { input: array([0, 5, 5]), note: 'lonely code is 0' },
    { input: array([-1, -2, -1]), note: 'negative codes' },
    { input: array([3, 9, 9, 7, 7, 3, 12]), note: 'lonely glove last' },
    { input: array(box(rng, 10, -20, 20)), note: 'small random' },
    { input: array(box(rng, 1000, -B, B)), note: '1000 pairs, full range' },
    { input: array(box(rng, 10000, 0, 10000)), note: 'maximum n, dense small codes' },
    { input: array(box(rng, 10000, -B, B)), note: 'maximum n, full range' },
  ];
}
