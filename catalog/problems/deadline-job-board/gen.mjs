import { lines } from '../../lib/format.mjs';

const board = (orders) =>
  lines(
    String(orders.length),
    orders.map(([d, p]) => `${d} ${p}`),
  );

export default function generate(rng) {
  const random = (n, maxD, maxP) => Array.from({ length: n }, () => [rng.int(1, maxD), rng.int(1, maxP)]);
  // Cheap orders with early deadlines crowd out valuable later ones: the no-swap greedy fails.
  const trap = (n) =>
    rng.shuffle(
      Array.from({ length: n }, (_, i) =>
        i % 2 ? [rng.int(1, n / 4), rng.int(1, 10)] : [rng.int(n / 4, n / 2), rng.int(500000, 1000000)],
      ),
    );
  return [
    { input: board([[1, 7]]), note: 'a single order', hidden: false },
    {
      input: board([
        [1, 1],
        [1, 100],
      ]),
      note: 'two orders for the same first hour',
      hidden: false,
    },
    { input: board([[1000000000, 1000000]]), note: 'a far deadline' },
    { input: board(Array.from({ length: 6 }, () => [1, 5])), note: 'equal orders, all due by hour 1' },
    { input: board(Array.from({ length: 8 }, (_, i) => [i + 1, 8 - i])), note: 'every order fits' },
    {
      input: board([
        [2, 3],
        [2, 3],
        [2, 9],
        [3, 1],
        [3, 8],
        [3, 8],
      ]),
      note: 'ties and a late bargain',
    },
    { input: board(random(50, 10, 20)), note: 'small random board' },
    { input: board(random(2000, 300, 1000)), note: 'many orders, few hours' },
    { input: board(trap(2000)), note: 'cheap early orders block valuable later ones' },
    {
      input: board(random(2000, 1000000000, 1000000)),
      note: 'deadlines up to 10^9: every order fits',
      large: true,
    },
    { input: board(trap(10000)), note: 'maximum n, crowding trap', large: true },
    {
      input: board(Array.from({ length: 10000 }, () => [rng.int(1, 5000), 1000000])),
      note: 'maximum payments: the answer needs more than 32 bits',
      large: true,
    },
  ];
}
