import { lines, row } from '../../lib/format.mjs';

const test = (levels, ops) =>
  lines(
    `${levels.length} ${ops.length}`,
    row(levels),
    ops.map((o) => o.join(' ')),
  );

export default function generate(rng) {
  const B = 10 ** 9;
  const N = 100000;
  /** q random operations on n reservoirs, a share pQuery of questions, levels set in [0, hi]. */
  const randomOps = (n, q, hi, pQuery = 0.6) => {
    const ops = Array.from({ length: q }, () => {
      if (rng.bool(pQuery)) {
        const l = rng.int(0, n - 1);
        return ['Q', l, rng.int(l, n - 1)];
      }
      return ['U', rng.int(0, n - 1), rng.int(0, hi)];
    });
    const l = rng.int(0, n - 1);
    ops.push(['Q', l, rng.int(l, n - 1)]); // at least one question
    return ops;
  };
  /** q operations, nearly all questions spanning almost the whole row (the naive scans ~n each). */
  const wideOps = (n, q, hi) =>
    Array.from({ length: q }, (_, i) =>
      i % 50 === 49 ? ['U', rng.int(0, n - 1), rng.int(0, hi)] : ['Q', rng.int(0, 9), rng.int(n - 10, n - 1)],
    );
  /**
   * Questions mixed with updates that raise the lowest reservoir of a small window (often the lowest
   * of its block) far up: a cached block minimum that is only ever lowered goes stale.
   */
  const raiseLows = (levels, q) => {
    const cur = [...levels];
    const n = cur.length;
    return Array.from({ length: q }, (_, j) => {
      if (j % 2 === 1) {
        const l = rng.int(0, n - 1);
        return ['Q', l, rng.int(l, n - 1)];
      }
      const from = rng.int(0, n - 60);
      let low = from;
      for (let i = from; i < from + 60; i++) if (cur[i] < cur[low]) low = i;
      cur[low] = rng.int(900000, 1000000);
      return ['U', low, cur[low]];
    });
  };
  // The lowest reservoir is raised again and again: the answer must move to the next lowest.
  const raised = [
    ['Q', 0, 5],
    ['U', 2, 50],
    ['Q', 0, 5],
    ['U', 4, 60],
    ['Q', 0, 5],
    ['Q', 2, 2],
    ['U', 0, 0],
    ['Q', 0, 5],
  ];
  return [
    { input: test([B], [['Q', 0, 0]]), note: 'one reservoir, one question', hidden: false },
    {
      input: test(
        [4, 4],
        [
          ['Q', 0, 1],
          ['U', 1, 0],
          ['Q', 0, 0],
          ['Q', 1, 1],
        ],
      ),
      note: 'equal levels, then one drops',
      hidden: false,
    },
    { input: test([9, 8, 1, 7, 3, 6], raised), note: 'the minimum is raised repeatedly' },
    {
      input: test(
        [0, B, 0, B],
        [
          ['Q', 1, 1],
          ['Q', 1, 3],
          ['U', 0, B],
          ['Q', 0, 1],
        ],
      ),
      note: 'extremes',
    },
    { input: test(rng.array(8, 0, 9), randomOps(8, 20, 9)), note: 'small random' },
    {
      input: test(rng.array(50, 0, 100), randomOps(50, 60, 100, 0)),
      note: 'only updates, then one question',
    },
    { input: test(rng.array(200, 0, 1000), randomOps(200, 300, 1000, 0.5)), note: 'random, half updates' },
    { input: test(rng.array(2000, 0, B), randomOps(2000, 2000, B)), note: 'random, wide levels' },
    {
      input: test(
        Array.from({ length: 2000 }, (_, i) => 2000 - i),
        randomOps(2000, 2000, 5000, 0.8),
      ),
      note: 'falling levels, mostly questions',
    },
    {
      input: test(rng.array(N, 0, 9), wideOps(N, 45000, 9)),
      note: 'maximum reservoirs, 45000 operations, questions spanning nearly everything',
      large: true,
    },
    {
      input: (() => {
        const levels = rng.array(3000, 0, 1000000);
        return test(levels, raiseLows(levels, 6000));
      })(),
      note: 'lowest levels of many blocks raised, then asked for',
      large: true,
    },
  ];
}
