import { array } from '../../lib/format.mjs';

const TOP = 2 ** 30 - 1;

/**
 * n codes, mostly tiny (cheap to store) with a sprinkle of full 30-bit codes: the quadratic
 * all-pairs scan is as slow as on any other input, while the file stays small.
 */
function mostlySmall(rng, n, bigShare) {
  return Array.from({ length: n }, () => (rng.bool(bigShare) ? rng.int(0, TOP) : rng.int(0, 99)));
}

export default function generate(rng) {
  // Best pair hidden among codes sharing a long common prefix.
  const prefix = 0b101101 << 24;
  const shared = Array.from({ length: 3000 }, () => prefix | rng.int(0, 2 ** 24 - 1));
  return [
    { input: array([0, 0]), note: 'two zeros', hidden: false },
    { input: array([0, TOP]), note: 'zero and the largest code', hidden: false },
    { input: array([TOP, TOP, TOP]), note: 'all equal, largest code' },
    { input: array([1, 2, 4, 8, 16]), note: 'powers of two' },
    { input: array([2 ** 29, 2 ** 29 - 1, 2 ** 29 + 1]), note: 'around the top bit' },
    { input: array(rng.array(10, 0, 31)), note: 'small random' },
    { input: array(rng.array(500, 0, TOP)), note: 'random, 500 codes' },
    { input: array(shared), note: 'long shared prefix', large: true },
    { input: array(rng.array(10000, 0, TOP)), note: '10^4 random 30-bit codes', large: true },
    { input: array(mostlySmall(rng, 100000, 0.02)), note: 'maximum n, mostly small codes', large: true },
  ];
}
