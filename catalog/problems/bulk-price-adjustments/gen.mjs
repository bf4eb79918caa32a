import { lines } from '../../lib/format.mjs';

const shop = (n, commands) => lines(`${n} ${commands.length}`, commands);

export default function generate(rng) {
  const N = 1000000;
  const X = 10000;
  /** q random commands on n items, a share of them sums, the last one always a sum. */
  const random = (n, q, sumShare, xLimit) => {
    const out = [];
    for (let i = 0; i < q; i++) {
      const a = rng.int(0, n - 1);
      const b = rng.int(0, n - 1);
      const [l, r] = a <= b ? [a, b] : [b, a];
      if (i === q - 1 || rng.bool(sumShare)) out.push(`sum ${l} ${r}`);
      else out.push(`add ${l} ${r} ${rng.int(-xLimit, xLimit)}`);
    }
    return out;
  };
  /** q commands over nearly the whole range: the worst case for a loop over each range. */
  const wide = (n, q) => {
    const out = [];
    for (let i = 0; i < q; i++) {
      const l = rng.int(0, 9);
      const r = rng.int(n - 10, n - 1);
      if (i % 10 === 9) out.push(`sum ${l} ${r}`);
      else out.push(`add ${l} ${r} ${rng.int(-9, 9)}`);
    }
    return out;
  };
  const maxAll = Array.from({ length: 20 }, () => `add 0 ${N - 1} ${X}`);
  return [
    { input: shop(1, ['add 0 0 7', 'sum 0 0']), note: 'a single item', hidden: false, kind: 'edge' },
    {
      input: shop(4, ['sum 0 3', 'sum 2 2']),
      note: 'sums before any adjustment',
      hidden: false,
      kind: 'edge',
    },
    {
      input: shop(N, [...maxAll, `sum 0 ${N - 1}`, `sum ${N - 1} ${N - 1}`, 'sum 0 0']),
      note: 'largest totals: every item raised by 10^4 twenty times',
      kind: 'edge',
    },
    {
      input: shop(6, [
        'add 0 5 -10000',
        'add 2 3 10000',
        'sum 0 5',
        'sum 2 3',
        'add 5 5 -1',
        'sum 4 5',
        'sum 0 1',
      ]),
      note: 'negative adjustments cancelling',
      kind: 'edge',
    },
    {
      input: shop(10, ['add 0 9 1', 'add 9 9 5', 'add 0 0 3', 'sum 9 9', 'sum 0 0', 'sum 1 8', 'sum 0 9']),
      note: 'ranges touching both ends',
      kind: 'edge',
    },
    { input: shop(8, random(8, 30, 0.4, 10)), note: 'small random' },
    { input: shop(1000, random(1000, 2000, 0.5, X)), note: 'random, n = 1000' },
    { input: shop(50, random(50, 3000, 0.3, X)), note: 'many commands on few items' },
    { input: shop(N, random(N, 500, 0.5, X)), note: 'maximum n, few commands' },
    { input: shop(200000, random(200000, 8000, 0.5, X)), note: 'random ranges, n = 2·10^5', large: true },
    {
      input: shop(N, wide(N, 30000)),
      note: 'maximum n, 3·10^4 commands over nearly every item',
      large: true,
    },
  ];
}
