import { array } from '../../lib/format.mjs';

/** A random number with n digits (no leading zero), optionally ending in `nines` nines. */
function number(rng, n, nines = 0) {
  const d = rng.array(n, 0, 9);
  if (n > 1 && d[0] === 0) d[0] = rng.int(1, 9);
  for (let i = Math.max(0, n - nines); i < n; i++) d[i] = 9;
  if (n > nines && d[n - nines - 1] === 9) d[n - nines - 1] = rng.int(0, 8);
  if (d[0] === 0 && n > 1) d[0] = 1;
  return d;
}

export default function generate(rng) {
  const N = 20000;
  return [
    { input: array([0]), note: 'zero', hidden: false },
    { input: array([9]), note: 'single nine', hidden: false },
    { input: array([5]), note: 'single digit, no carry' },
    { input: array([1, 0, 9, 9]), note: 'carry stops at a zero' },
    { input: array([8, 9, 9, 9, 9]), note: 'carry to the first digit' },
    { input: array(number(rng, 15)), note: 'random 15 digits' },
    { input: array(number(rng, 30, 12)), note: 'twelve trailing nines' },
    { input: array(number(rng, 1000, 400)), note: '1000 digits, 400 trailing nines' },
    { input: array(new Array(N).fill(9)), note: 'maximum length, all nines' },
    { input: array(number(rng, N, 15000)), note: 'maximum length, long carry' },
    { input: array(number(rng, N)), note: 'maximum length, random' },
  ];
}
