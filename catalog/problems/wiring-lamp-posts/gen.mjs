import { lines } from '../../lib/format.mjs';

const test = (posts) => lines(String(posts.length), ...posts.map(([x, y]) => `${x} ${y}`));
const M = 1000000;

const scatter = (rng, n, hi) => Array.from({ length: n }, () => [rng.int(0, hi), rng.int(0, hi)]);

/** Tight clusters far apart: a walk from post to nearest post keeps jumping between them. */
function clusters(rng, n, k) {
  const centres = scatter(rng, k, M - 2000);
  return Array.from({ length: n }, () => {
    const [cx, cy] = rng.pick(centres);
    return [cx + rng.int(0, 2000), cy + rng.int(0, 2000)];
  });
}

export default function generate(rng) {
  return [
    { input: test([[5, 5]]), note: 'a single post', hidden: false },
    {
      input: test([
        [0, 0],
        [M, M],
      ]),
      note: 'two posts at opposite corners',
      hidden: false,
    },
    {
      input: test([
        [3, 4],
        [3, 4],
        [3, 4],
      ]),
      note: 'all posts at the same place',
    },
    {
      input: test([
        [0, 0],
        [0, 5],
        [5, 0],
        [5, 5],
        [2, 2],
      ]),
      note: 'square with a centre',
    },
    { input: test(scatter(rng, 8, 20)), note: 'small random' },
    {
      input: test(Array.from({ length: 300 }, (_, i) => [i * 3000, (i * 7919) % 1000])),
      note: 'a band along x',
    },
    { input: test(scatter(rng, 300, 50)), note: 'many equal distances' },
    { input: test(scatter(rng, 500, M)), note: 'random, 500 posts' },
    { input: test(clusters(rng, 500, 10)), note: 'ten clusters' },
    {
      input: test(Array.from({ length: 1000 }, (_, i) => (i % 2 ? [M, i * 1000] : [0, i * 1000]))),
      note: 'two far columns, maximum size',
    },
    { input: test(scatter(rng, 1000, M)), note: 'maximum size, random', large: true },
    { input: test(clusters(rng, 1000, 25)), note: 'maximum size, clusters', large: true },
  ];
}
