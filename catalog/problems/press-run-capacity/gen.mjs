import { lines } from '../../lib/format.mjs';

const test = (pages, d) => lines(`${pages.length} ${d}`, pages.join(' '));

export default function generate(rng) {
  const N = 20000;
  return [
    { input: test([10000], 1), note: 'one job, largest size', hidden: false, kind: 'edge' },
    { input: test([1, 1, 1], 2), note: 'tiny jobs, one day short of one per day', kind: 'edge' },
    { input: test([5, 5, 5, 5, 5], 5), note: 'd = n: the largest job decides', kind: 'edge' },
    { input: test([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5), note: 'increasing jobs' },
    { input: test([10, 1, 1, 1, 1, 1, 10], 3), note: 'big jobs at both ends' },
    { input: test(rng.array(12, 1, 20), 4), note: 'small random' },
    { input: test(rng.array(300, 1, 50), 30), note: 'random, 300 jobs' },
    { input: test(rng.array(2000, 1, 10), 1000), note: 'many days, small jobs' },
    { input: test(rng.array(N, 1, 10000), 1), note: 'maximum n, a single day', large: true },
    { input: test(rng.array(N, 1, 10000), 2), note: 'maximum n, two days', large: true },
    {
      input: test(new Array(N).fill(10000), 3),
      note: 'maximum n, all jobs maximal, three days',
      large: true,
    },
    { input: test(rng.array(N, 1, 10000), N), note: 'maximum n, d = n', large: true },
    { input: test(rng.array(N, 1, 100), 7), note: 'maximum n, small jobs, a week', large: true },
  ];
}
