import { array, lines } from '../../lib/format.mjs';

const sorted = (a) => a.sort((x, y) => x - y);
const manifests = (lists) => lines(String(lists.length)) + lists.map((l) => array(l)).join('');

/** k sorted lists with random lengths summing to about total, values in [lo, hi]. */
function randomLists(rng, k, total, lo, hi) {
  const lens = new Array(k).fill(0);
  for (let i = 0; i < total; i++) lens[rng.int(0, k - 1)]++;
  return lens.map((len) => sorted(rng.array(len, lo, hi)));
}

export default function generate(rng) {
  const B = 1e6;
  return [
    { input: manifests([]), note: 'no ships at all', hidden: false },
    { input: manifests([[], [], []]), note: 'three empty manifests', hidden: false },
    { input: manifests([[5]]), note: 'one manifest, one crate' },
    {
      input: manifests([
        [-B, B],
        [-B, B],
      ]),
      note: 'extremes, duplicated',
    },
    {
      input: manifests([
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
      ]),
      note: 'lists already in order',
    },
    {
      input: manifests([
        [7, 8, 9],
        [4, 5, 6],
        [1, 2, 3],
      ]),
      note: 'lists in reverse order',
    },
    { input: manifests([[2, 2, 2], [2, 2], [2]]), note: 'all equal' },
    { input: manifests(randomLists(rng, 5, 30, -20, 20)), note: 'small random' },
    { input: manifests(randomLists(rng, 100, 3000, -B, B)), note: 'random, 100 lists' },
    { input: manifests(randomLists(rng, 2, 4000, -B, B)), note: 'two long lists' },
    {
      input: manifests(randomLists(rng, 25000, 25000, 0, 99)),
      note: 'k = 2.5·10^4: about one crate per ship',
      large: true,
    },
    {
      // Every crate is at least as heavy as all before it, so merging one list after another
      // walks the whole growing result each time: N·k/2 steps for the naive merge.
      input: manifests(Array.from({ length: 100000 }, (_, i) => [Math.floor(i / 10000)])),
      note: 'maximum k, one crate per ship, in non-decreasing order across ships',
      large: true,
    },
  ];
}
