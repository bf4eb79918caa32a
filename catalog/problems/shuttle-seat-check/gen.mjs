import { lines } from '../../lib/format.mjs';

const test = (rides, capacity) =>
  lines(
    `${rides.length} ${capacity}`,
    rides.map((r) => r.join(' ')),
  );

/** The largest load the rides create (the least capacity that fits). */
function peak(rides) {
  const change = new Map();
  for (const [p, b, l] of rides) {
    change.set(b, (change.get(b) ?? 0) + p);
    change.set(l, (change.get(l) ?? 0) - p);
  }
  let load = 0;
  let best = 0;
  for (const s of [...change.keys()].sort((a, b) => a - b)) {
    load += change.get(s);
    best = Math.max(best, load);
  }
  return best;
}

function rides(rng, n, maxStop, maxLength) {
  return Array.from({ length: n }, () => {
    const board = rng.int(0, maxStop - 1);
    const leave = Math.min(maxStop, board + rng.int(1, maxLength));
    return [rng.int(1, 100), board, leave];
  });
}

export default function generate(rng) {
  const small = rides(rng, 12, 20, 8);
  const mid = rides(rng, 1500, 2000, 300);
  const big = rides(rng, 10000, 100000, 100000);
  const chain = Array.from({ length: 2000 }, (_, i) => [100, i, i + 1]);
  return [
    { input: test([[1, 0, 1]], 1), note: 'one passenger, one seat', hidden: false },
    { input: test([[100, 0, 100000]], 99), note: 'one ride over capacity', hidden: false },
    {
      input: test(
        [
          [5, 0, 3],
          [5, 3, 6],
        ],
        5,
      ),
      note: 'back to back rides share the seats',
    },
    {
      input: test(
        [
          [5, 0, 4],
          [5, 3, 6],
        ],
        9,
      ),
      note: 'one stop of overlap',
    },
    { input: test(chain, 100), note: 'a chain of hand-overs' },
    { input: test(small, peak(small)), note: 'small random, exact capacity' },
    { input: test(small, peak(small) - 1), note: 'small random, one seat short' },
    { input: test(mid, peak(mid)), note: 'random, exact capacity' },
    { input: test(mid, peak(mid) - 1), note: 'random, one seat short' },
    { input: test(big, peak(big)), note: 'maximum size, exact capacity', large: true },
    { input: test(big.slice(0, 2000), 1000000), note: '2000 long rides, maximum capacity' },
  ];
}
