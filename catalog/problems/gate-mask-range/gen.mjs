import { lines } from '../../lib/format.mjs';

const test = (queries) =>
  lines(
    String(queries.length),
    queries.map((q) => q.join(' ')),
  );

const MAX = 1e15;
const P49 = 2 ** 49;

export default function generate(rng) {
  const small = Array.from({ length: 30 }, () => {
    const l = rng.int(0, 200);
    return [l, l + rng.int(0, 60)];
  });
  const near = Array.from({ length: 300 }, () => {
    const l = rng.int(0, MAX - 5000);
    return [l, l + rng.int(0, 4000)];
  });
  const wide = Array.from({ length: 4000 }, () => {
    const a = rng.int(0, MAX);
    const b = rng.int(0, MAX);
    return [Math.min(a, b), Math.max(a, b)];
  });
  return [
    { input: test([[0, 0]]), note: 'zero', hidden: false },
    { input: test([[MAX, MAX]]), note: 'single maximum value', hidden: false },
    { input: test([[0, MAX]]), note: 'the whole range' },
    {
      input: test([
        [7, 8],
        [8, 15],
        [16, 31],
        [15, 16],
      ]),
      note: 'around powers of two',
    },
    {
      input: test([
        [P49, P49 + 1000],
        [P49 - 1, P49],
      ]),
      note: 'just above and across 2^49',
    },
    {
      input: test([
        [3, 3],
        [4, 5],
        [6, 7],
        [1, 2],
      ]),
      note: 'tiny ranges',
    },
    { input: test(small), note: 'small random' },
    { input: test(near), note: 'short ranges of huge values' },
    {
      input: test([...wide, [P49 + 5, P49 + 300000000]]),
      note: '4000 random ranges, one long block',
      large: true,
    },
    {
      input: test([[P49 * 1.5, P49 * 1.5 + 400000000]]),
      note: '4·10^8 numbers sharing the top two bits',
      large: true,
    },
  ];
}
