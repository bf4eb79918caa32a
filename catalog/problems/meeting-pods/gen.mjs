import { lines } from '../../lib/format.mjs';

const T = 100000;
const test = (bs) =>
  lines(
    String(bs.length),
    bs.map(([s, e]) => `${s} ${e}`),
  );

/** n random bookings with lengths in [1, maxLen] inside [0, T]. */
function random(rng, n, maxLen, horizon = T) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const len = rng.int(1, maxLen);
    const s = rng.int(0, horizon - len);
    out.push([s, s + len]);
  }
  return out;
}

export default function generate(rng) {
  // Back-to-back chain: every booking starts when the previous ends, shuffled.
  const chain = [];
  for (let t = 0; t + 5 <= T; t += 5) chain.push([t, t + 5]);
  // Nested: all bookings contain the centre minute.
  const nested = [];
  for (let i = 0; i < 8000; i++) nested.push([rng.int(0, 49999), rng.int(50001, T)]);
  return [
    { input: test([[0, 100000]]), note: 'one booking over the whole range', hidden: false, kind: 'edge' },
    {
      input: test([
        [3, 4],
        [3, 4],
        [3, 4],
      ]),
      note: 'identical bookings',
      kind: 'edge',
    },
    {
      input: test([
        [0, 1],
        [1, 2],
        [2, 3],
      ]),
      note: 'back to back, one pod',
      kind: 'edge',
    },
    {
      input: test([
        [0, 10],
        [1, 2],
        [3, 4],
        [5, 6],
        [7, 8],
      ]),
      note: 'one long booking over many short ones',
    },
    {
      input: test([
        [1, 10],
        [2, 3],
        [4, 11],
        [5, 6],
        [7, 12],
      ]),
      note: 'pods freed by short bookings are reused',
    },
    { input: test(random(rng, 10, 20, 50)), note: 'small random' },
    { input: test(random(rng, 500, 200, 2000)), note: 'random, 500 bookings' },
    { input: test(rng.shuffle(chain.slice(0, 3000))), note: 'shuffled back-to-back chain' },
    { input: test(random(rng, 20000, 300)), note: 'maximum n, short bookings', large: true },
    { input: test(random(rng, 6000, 30000)), note: 'long bookings, heavy overlap', large: true },
    { input: test(nested), note: 'all share one minute', large: true },
    {
      input: test(rng.shuffle(chain.slice(0, 8000))),
      note: 'long shuffled back-to-back chain',
      large: true,
    },
  ];
}
