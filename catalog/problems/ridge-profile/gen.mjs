import { array } from '../../lib/format.mjs';

const H = 100000;

/** A strict ridge of n ≥ 3 points with its summit at index s (0 < s < n - 1), values in [0, 10^5]. */
function ridge(rng, n, s) {
  const top = rng.int(Math.max(s, n - 1 - s), H);
  const up = rng.distinct(s, 0, top - 1).sort((a, b) => a - b);
  const down = rng.distinct(n - 1 - s, 0, top - 1).sort((a, b) => b - a);
  return [...up, top, ...down];
}

export default function generate(rng) {
  const n = 10000;
  const big = ridge(rng, n, rng.int(2000, 8000));
  const flatTop = big.slice();
  const s = flatTop.indexOf(Math.max(...flatTop));
  flatTop[s + 1] = flatTop[s]; // a flat step right after the summit
  const twoPeaks = ridge(rng, n, 4000);
  twoPeaks[8000] = twoPeaks[7999] + 1; // one step up during the descent
  const early = ridge(rng, n, 1); // summit at index 1
  return [
    { input: array([5]), note: 'a single point', hidden: false, kind: 'edge' },
    { input: array([1, 2]), note: 'two points', kind: 'edge' },
    { input: array([0, H, 0]), note: 'smallest ridge, extreme heights', kind: 'edge' },
    { input: array([3, 2, 1]), note: 'only descends', kind: 'edge' },
    { input: array([4, 4, 4, 4]), note: 'all equal' },
    { input: array([1, 2, 3, 2, 3, 2]), note: 'two summits' },
    { input: array([1, 3, 2, 2]), note: 'flat at the finish' },
    { input: array(ridge(rng, 10, 6)), note: 'small ridge' },
    { input: array(ridge(rng, 500, 250)), note: 'ridge, 500 points' },
    { input: array(big), note: 'maximum n, ridge', large: true },
    { input: array(flatTop), note: 'maximum n, flat summit', large: true },
    { input: array(twoPeaks), note: 'maximum n, bump during the descent', large: true },
    { input: array(early), note: 'maximum n, summit at index 1', large: true },
  ];
}
