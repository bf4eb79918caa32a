import { lines } from '../../lib/format.mjs';

const test = (bookings) =>
  lines(
    String(bookings.length),
    bookings.map((b) => b.join(' ')),
  );

function random(rng, n, maxTime, maxLength) {
  return Array.from({ length: n }, () => {
    const start = rng.int(0, maxTime - 1);
    return [start, Math.min(maxTime, start + rng.int(1, maxLength))];
  });
}

export default function generate(rng) {
  // A few long early bookings, each covering many short ones: the start-time greedy keeps the long ones.
  const trap = [];
  for (let block = 0; block < 100; block++) {
    const base = block * 5000;
    trap.push([base, base + 4999]);
    for (let i = 0; i < 60; i++) trap.push([base + 1 + i * 50, base + 1 + i * 50 + rng.int(10, 50)]);
  }
  return [
    { input: test([[0, 1000000]]), note: 'single booking', hidden: false },
    {
      input: test([
        [0, 5],
        [5, 10],
      ]),
      note: 'touching bookings',
      hidden: false,
    },
    {
      input: test([
        [0, 5],
        [4, 10],
      ]),
      note: 'two overlapping',
    },
    {
      input: test([
        [0, 10],
        [1, 2],
        [3, 4],
        [5, 6],
      ]),
      note: 'one long booking over short ones',
    },
    {
      input: test([
        [1, 3],
        [2, 3],
        [3, 4],
        [1, 4],
      ]),
      note: 'equal ends',
    },
    { input: test(random(rng, 12, 30, 8)), note: 'small random' },
    { input: test(random(rng, 12, 30, 30)), note: 'small random, long bookings' },
    { input: test(random(rng, 2000, 100000, 500)), note: 'random, 2000 bookings' },
    { input: test(random(rng, 3000, 1000000, 1000000)), note: 'random, very long bookings' },
    { input: test(rng.shuffle(trap)), note: '100 long bookings each over 60 short ones', large: true },
    { input: test(random(rng, 10000, 1000000, 200)), note: 'maximum size, random', large: true },
  ];
}
