import { array } from '../../lib/format.mjs';

/** n strictly increasing times starting near `start`, gaps uniform in [1, maxGap]. */
function pings(rng, n, start, maxGap) {
  const out = [];
  let t = start;
  for (let i = 0; i < n; i++) {
    out.push(t);
    t += rng.int(1, maxGap);
  }
  return out;
}

export default function generate(rng) {
  return [
    { input: array([]), note: 'no pings', hidden: false },
    { input: array([1]), note: 'single ping at time 1', hidden: false },
    { input: array([1e9]), note: 'single ping at the maximum time' },
    { input: array([1000, 4000, 4001, 7001]), note: 'window edges exactly 3000 apart' },
    { input: array([1, 2, 3, 4, 5, 6]), note: 'consecutive milliseconds' },
    { input: array([10, 5000, 10000, 15000]), note: 'every ping alone' },
    { input: array(pings(rng, 15, 1, 1500)), note: 'small random' },
    { input: array(pings(rng, 3000, 1, 3000)), note: 'random gaps up to 3000' },
    { input: array(pings(rng, 5000, 4e8, 200000)), note: 'sparse pings up to 10^9' },
    { input: array(pings(rng, 20000, 1, 100)), note: 'maximum size, dense pings' },
    {
      input: array(Array.from({ length: 8000 }, (_, i) => 1e9 - 7999 + i)),
      note: 'every millisecond up to 10^9',
    },
  ];
}
