import { array } from '../../lib/format.mjs';

/** n values, each 0 with probability p, otherwise uniform non-zero in [-hi, hi]. */
function mixed(rng, n, p, hi) {
  return Array.from({ length: n }, () => {
    if (rng.bool(p)) return 0;
    const v = rng.int(1, hi);
    return rng.bool() ? v : -v;
  });
}

export default function generate(rng) {
  const B = 1e6;
  const frontZeros = new Array(10000).fill(0).concat(mixed(rng, 10000, 0, 1000));
  return [
    { input: array([]), note: 'empty belt', hidden: false },
    { input: array([0]), note: 'single empty crate', hidden: false },
    { input: array([-9]), note: 'single loaded crate' },
    { input: array([0, 0, 0, 0]), note: 'all zeros' },
    { input: array([3, 3, 3]), note: 'no zeros, duplicates' },
    { input: array([0, B, 0, -B]), note: 'extreme values' },
    { input: array([0, 0, 1]), note: 'zeros only at the front' },
    { input: array(mixed(rng, 12, 0.4, 9)), note: 'small random' },
    { input: array(mixed(rng, 1000, 0.5, B)), note: 'random, half zeros' },
    { input: array(mixed(rng, 20000, 0.9, 1000)), note: 'maximum size, mostly zeros' },
    { input: array(frontZeros), note: 'maximum size, all zeros in the front half' },
  ];
}
