import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const M = 1e5;
  const smallJumps = (n, lo, hi) => rng.array(n, lo, hi);
  // a trap: a zero somewhere that every route must land on
  const trapped = (n) => {
    const a = rng.array(n, 1, 3);
    const z = rng.int(Math.floor(n / 2), n - 2);
    for (let i = Math.max(0, z - 3); i < z; i++) a[i] = z - i; // every pad before z reaches z at most
    a[z] = 0;
    return a;
  };
  return [
    { input: array([5]), note: 'one pad, already there', hidden: false },
    { input: array([0, 1]), note: 'stuck on the first pad', hidden: false },
    { input: array([1, 0]), note: 'one short jump' },
    { input: array([M, 0, 0, 0]), note: 'one huge jump' },
    { input: array([1, 1, 1, 1, 1, 1]), note: 'all ones' },
    { input: array([2, 0, 2, 0, 1]), note: 'zeros can be jumped over' },
    { input: array(trapped(12)), note: 'small trap' },
    { input: array(smallJumps(20, 0, 4)), note: 'small random, zeros allowed' },
    { input: array(smallJumps(2000, 1, 60)), note: 'random, 2000 pads' },
    { input: array(trapped(3000)), note: 'trap in 3000 pads' },
    { input: array(smallJumps(100000, 1, 3)), note: 'maximum n, short jumps', large: true },
    { input: array(trapped(100000)), note: 'maximum n, unreachable', large: true },
  ];
}
