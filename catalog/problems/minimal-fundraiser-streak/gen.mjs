import { lines, row } from '../../lib/format.mjs';

const log = (donations, target) => lines(`${donations.length} ${target}`, row(donations));
const total = (a) => a.reduce((s, x) => s + x, 0);

export default function generate(rng) {
  const N = 200000;
  const small = rng.array(40, 1, 20);
  const mid = rng.array(3000, 1, 10000);
  const bigA = rng.array(N, 1, 9);
  const bigC = rng.array(150000, 1, 9);
  return [
    { input: log([5], 5), note: 'one day exactly on the target', hidden: false, kind: 'edge' },
    { input: log([5], 6), note: 'one day short of the target', hidden: false, kind: 'edge' },
    { input: log([1, 1, 1, 1], 4), note: 'only the whole log reaches it', kind: 'edge' },
    { input: log([3, 3, 3], 1000000000), note: 'maximum target, no streak', kind: 'edge' },
    { input: log([10000, 1, 10000], 10000), note: 'extreme donations, single day suffices', kind: 'edge' },
    { input: log([1, 2, 3, 4, 5, 15], 15), note: 'best streak at the very end', kind: 'edge' },
    { input: log(small, 35), note: 'small random' },
    { input: log(small, total(small)), note: 'target equal to the whole total' },
    { input: log(mid, 250000), note: 'random, wide donations' },
    { input: log(mid, total(mid) + 1), note: 'random, target just above the total' },
    { input: log(bigA, total(bigA) - 5), note: 'maximum n, target just below the total', large: true },
    { input: log(bigC, Math.floor(total(bigC) / 2)), note: 'large n, target half the total', large: true },
  ];
}
