import { lines, row } from '../../lib/format.mjs';

const kitchen = (weights, target) => lines(`${weights.length} ${target}`, row(weights));

export default function generate(rng) {
  return [
    { input: kitchen([7], 7), note: 'one portion, exactly the target', hidden: false, kind: 'edge' },
    { input: kitchen([50], 1), note: 'one portion, too heavy', hidden: false, kind: 'edge' },
    {
      input: kitchen([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 30),
      note: 'distinct weights, many ways',
      kind: 'edge',
    },
    { input: kitchen([3, 3, 3, 3, 3, 3, 3, 3, 3, 3], 30), note: 'all equal, only all of them', kind: 'edge' },
    { input: kitchen([2, 2, 2, 2, 2, 2, 2], 9), note: 'all even, odd target: no way', kind: 'edge' },
    { input: kitchen(rng.array(12, 1, 9), 15), note: 'small random' },
    { input: kitchen(rng.array(16, 1, 6), 12), note: 'small random, many repeats' },
    { input: kitchen(rng.array(20, 1, 50), 30), note: 'random, wide weights' },
    { input: kitchen(new Array(100).fill(1), 30), note: 'maximum n, all ones', large: true },
    { input: kitchen(rng.array(100, 1, 10), 30), note: 'maximum n, light portions', large: true },
    {
      input: kitchen(
        rng.shuffle([...new Array(70).fill(1), ...Array.from({ length: 30 }, (_, i) => i + 1)]),
        30,
      ),
      note: 'maximum n: every combination of distinct parts plus ones',
      large: true,
    },
    { input: kitchen(rng.array(100, 20, 50), 30), note: 'maximum n, mostly too heavy', large: true },
  ];
}
