import { graph } from '../../lib/format.mjs';

/** Rules along a random forest: every course has at most one prerequisite (few paths). */
function forest(rng, n) {
  const label = rng.permutation(n);
  const rules = [];
  for (let v = 1; v < n; v++)
    if (rng.bool(0.9)) rules.push([label[rng.int(Math.max(0, v - 5), v - 1)], label[v]]);
  return rng.shuffle(rules);
}

/** k stacked diamonds: s -> a, s -> b, a -> t, b -> t, t is the next s. 3k + 1 courses. */
function diamonds(k, offset) {
  const rules = [];
  for (let i = 0; i < k; i++) {
    const s = offset + 3 * i;
    rules.push([s, s + 1], [s, s + 2], [s + 1, s + 3], [s + 2, s + 3]);
  }
  return rules;
}

/** A random DAG in a random order, with edges to nearby positions. */
function dag(rng, n, m) {
  const order = rng.permutation(n);
  return Array.from({ length: m }, () => {
    const a = rng.int(0, n - 2);
    return [order[a], order[rng.int(a + 1, Math.min(n - 1, a + 30))]];
  });
}

export default function generate(rng) {
  const chain = Array.from({ length: 999 }, (_, i) => [i, i + 1]);
  const loopAtEnd = [...Array.from({ length: 3999 }, (_, i) => [i, i + 1]), [3999, 3990]];
  return [
    { input: graph(1, []), note: 'single course', hidden: false },
    {
      input: graph(2, [
        [1, 0],
        [1, 0],
      ]),
      note: 'duplicate rule',
      hidden: false,
    },
    {
      input: graph(2, [
        [0, 1],
        [1, 0],
      ]),
      note: 'two-course loop',
    },
    { input: graph(1000, rng.shuffle(chain)), note: 'one long chain' },
    { input: graph(13, diamonds(4, 0)), note: 'four diamonds' },
    {
      input: graph(6, [
        [0, 1],
        [1, 2],
        [3, 4],
        [4, 3],
      ]),
      note: 'loop in a separate part',
    },
    { input: graph(12, forest(rng, 12)), note: 'small random forest' },
    { input: graph(2000, forest(rng, 2000)), note: 'random forest, 2000 courses' },
    { input: graph(4000, loopAtEnd), note: 'long chain closing a loop at the end' },
    {
      input: graph(10000, [
        ...diamonds(40, 0),
        ...dag(rng, 10000, 12000).filter(([a, b]) => a > 120 && b > 120),
      ]),
      note: '40 diamonds plus a random plan',
      large: true,
    },
    { input: graph(4000, dag(rng, 4000, 8000)), note: 'random plan, 8000 rules', large: true },
  ];
}
