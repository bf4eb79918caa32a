import { lines, row } from '../../lib/format.mjs';

const log = (scores, k) => lines(`${scores.length} ${k}`, row(scores));

export default function generate(rng) {
  const B = 10 ** 9;
  const rising = Array.from({ length: 8 }, (_, i) => i + 1);
  const zigzag = Array.from({ length: 1000 }, (_, i) => (i % 2 === 0 ? B : 1));
  // The best stretch sits at the end: low scores first, high scores last.
  const lateBest = rng.array(15000, 1, 500000000).concat(rng.array(5000, 500000001, B));
  return [
    { input: log([42], 1), note: 'a single day', hidden: false, kind: 'edge' },
    { input: log([3, 1], 2), note: 'even length: the smaller middle value', hidden: false, kind: 'edge' },
    { input: log([7, 7, 7, 7, 7], 3), note: 'all scores equal', kind: 'edge' },
    { input: log(rising, 8), note: 'k = n: the median of the whole log', kind: 'edge' },
    { input: log(zigzag, 2), note: 'alternating extremes, k = 2', kind: 'edge' },
    { input: log(zigzag, 1000), note: 'alternating extremes, k = n (even)', kind: 'edge' },
    { input: log(rng.array(9, 1, 10), 4), note: 'small random' },
    { input: log(rng.array(2000, 1, B), 50), note: 'random, wide scores' },
    { input: log(rng.array(5000, 1, 20), 700), note: 'random, many duplicates, long stretches' },
    {
      input: log(rng.permutation(60000, 1), 3),
      note: 'distinct scores, k = 3: the best median near the top',
      large: true,
    },
    { input: log(lateBest, 7500), note: 'the best stretch at the end, long k', large: true },
    { input: log(rng.permutation(60000, 1), 60000), note: 'distinct scores, k = n', large: true },
  ];
}
