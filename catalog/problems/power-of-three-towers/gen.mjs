import { array } from '../../lib/format.mjs';

const B = 1e15;
const POWERS = [];
for (let p = 1; p <= B; p *= 3) POWERS.push(p);

/** A mix of powers of three, their neighbours, multiples of powers and random values. */
function mixed(rng, n, hi) {
  const pw = POWERS.filter((p) => p <= hi);
  const out = [];
  for (let i = 0; i < n; i++) {
    const r = rng.int(0, 5);
    const p = rng.pick(pw);
    if (r === 0 || r === 1) out.push(p);
    else if (r === 2) out.push(Math.min(hi, p + rng.pick([-1, 1])));
    else if (r === 3) out.push(p * 2 <= hi ? p * 2 : p);
    else if (r === 4) out.push(-p);
    else out.push(rng.int(-hi, hi));
  }
  return out;
}

export default function generate(rng) {
  const big = POWERS[POWERS.length - 1];
  return [
    { input: array([0]), note: 'zero', hidden: false },
    { input: array([1]), note: 'one is 3^0', hidden: false },
    { input: array([-1, -27, 2, 3]), note: 'negatives and small values' },
    {
      input: array([big, big - 1, big + 1, Math.min(big * 3, B)]),
      note: 'largest power of three and neighbours',
    },
    { input: array([B, -B, 2 * 3 ** 30, 3 ** 30 + 3 ** 29]), note: 'extremes and near misses' },
    { input: array(POWERS), note: 'every power of three up to 10^15' },
    { input: array(POWERS.map((p) => p * 2).filter((p) => p <= B)), note: 'twice each power' },
    { input: array(Array.from({ length: 100 }, (_, i) => i - 10)), note: 'the numbers -10..89' },
    { input: array(mixed(rng, 500, 1000)), note: 'random, small values' },
    { input: array(mixed(rng, 10000, B)), note: 'maximum size, mixed' },
  ];
}
