import { lines } from '../../lib/format.mjs';

const test = (visits) => lines(String(visits.length), ...visits.map(([a, b]) => `${a} ${b}`));

/** n visits with arrivals in [0, span) and stays of 1..maxStay (clipped to 10^6). */
function visits(rng, n, span, maxStay) {
  return Array.from({ length: n }, () => {
    const a = rng.int(0, span - 1);
    return [a, Math.min(1000000, a + rng.int(1, maxStay))];
  });
}

/** Visits laid end to end in relays: every leave time is another visitor's arrival. */
function relays(rng, n, step) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const a = (i % 500) * step + Math.floor(i / 500);
    out.push([a, a + step]);
  }
  return rng.shuffle(out);
}

export default function generate(rng) {
  return [
    { input: test([[0, 1]]), note: 'one visitor', hidden: false },
    {
      input: test([
        [5, 9],
        [5, 9],
        [5, 9],
      ]),
      note: 'identical visits',
      hidden: false,
    },
    {
      input: test([
        [0, 1000000],
        [999999, 1000000],
      ]),
      note: 'extreme moments',
    },
    {
      input: test([
        [1, 2],
        [2, 3],
        [3, 4],
        [4, 5],
      ]),
      note: 'a chain of hand-overs',
    },
    {
      input: test([
        [10, 20],
        [0, 5],
        [12, 30],
        [25, 26],
        [1, 3],
      ]),
      note: 'two peaks of 2, earliest wins',
    },
    {
      input: test([
        [0, 10],
        [1, 2],
        [3, 4],
        [5, 6],
        [2, 3],
      ]),
      note: 'nested visits with touching ends',
    },
    { input: test(visits(rng, 20, 30, 8)), note: 'small random' },
    { input: test(visits(rng, 2000, 1000, 50)), note: 'random, many ties' },
    { input: test(visits(rng, 2000, 1000000, 100000)), note: 'random, long stays' },
    { input: test(relays(rng, 3000, 7)), note: 'relays: every leave meets an arrival' },
    { input: test(relays(rng, 20000, 40)), note: 'maximum size, relays', large: true },
    { input: test(visits(rng, 4000, 1000, 20)), note: 'large, dense ties', large: true },
  ];
}
