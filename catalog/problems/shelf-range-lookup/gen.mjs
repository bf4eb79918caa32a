import { lines } from '../../lib/format.mjs';

const test = (shelf, labels) => lines(String(shelf.length), shelf.join(' '), String(labels.length), labels);

export default function generate(rng) {
  const sorted = (count, lo, hi) => rng.array(count, lo, hi).sort((a, b) => a - b);
  const small = sorted(15, 1, 6);
  const mid = sorted(3000, -500, 500);
  const big = sorted(12000, -1000000, 1000000);
  const probe = (shelf, count) =>
    Array.from({ length: count }, () =>
      rng.bool(0.7) ? rng.pick(shelf) : rng.int(shelf[0] - 2, shelf[shelf.length - 1] + 2),
    );
  return [
    { input: test([3], [3, 2, 4]), note: 'single box', hidden: false },
    { input: test([1, 2, 3], [0, 4]), note: 'labels outside the shelf', hidden: false },
    {
      input: test(new Array(2000).fill(-1000000), [-1000000, 1000000]),
      note: 'one long block at the minimum',
    },
    { input: test([1, 1, 2, 2, 3, 3], [1, 2, 3]), note: 'pairs' },
    { input: test([-5, -3, 0, 0, 8], [-4, 0, 8, -5]), note: 'negative labels and gaps' },
    { input: test(small, probe(small, 10)), note: 'small random' },
    { input: test(mid, probe(mid, 2000)), note: 'random, many duplicates' },
    {
      input: test([...new Array(1000).fill(7), ...new Array(1000).fill(8)], [7, 8, 9, 6]),
      note: 'two long blocks',
    },
    {
      input: test(
        Array.from({ length: 2000 }, (_, i) => i * 2),
        [0, 1, 3998, 3999, 1000],
      ),
      note: 'distinct even labels',
    },
    { input: test(big, probe(big, 6000)), note: '12000 boxes, 6000 queries', large: true },
  ];
}
