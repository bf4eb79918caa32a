import { array } from '../../lib/format.mjs';

/** Leaps that always allow progress except for one zero "trap" region that blocks pad `wall`. */
function blockedAt(rng, n, wall) {
  const leap = rng.array(n, 1, 3);
  // the pads just before the wall all land exactly on pad wall - 1, which has leap 0
  for (let i = Math.max(0, wall - 3); i < wall; i++) leap[i] = wall - 1 - i;
  return leap;
}

export default function generate(rng) {
  const N = 100000;
  const reachable = rng.array(N / 2, 1, 9);
  return [
    { input: array([0]), note: 'single pad: already there', hidden: false },
    { input: array([0, 5]), note: 'stuck on the first pad', hidden: false },
    { input: array([1, 0]), note: 'one leap to the end' },
    { input: array([N, 0, 0, 0]), note: 'huge first leap' },
    { input: array([2, 0, 0]), note: 'jump over a zero to the end' },
    { input: array([1, 1, 0, 1]), note: 'zero just before the end' },
    { input: array(rng.array(12, 0, 3)), note: 'small random' },
    { input: array(blockedAt(rng, 2000, 1500)), note: 'blocked in the middle' },
    { input: array(rng.array(3000, 0, 2)), note: 'random small leaps with zeros' },
    { input: array(reachable), note: 'half size, always reachable', large: true },
    { input: array(blockedAt(rng, N / 2, N / 2 - 2)), note: 'half size, blocked near the end', large: true },
    { input: array([0].concat(new Array(N - 1).fill(1))), note: 'maximum size, stuck at once', large: true },
  ];
}
