import { lines } from '../../lib/format.mjs';

const shelf = (c, commands) => lines(`${c} ${commands.length}`, commands);

export default function generate(rng) {
  const MAX = 10 ** 6;
  /** q commands on keys from `keys`, a put with probability pPut; the last command is a get. */
  const stream = (q, keys, pPut, maxValue = MAX) =>
    Array.from({ length: q }, (_, i) =>
      i < q - 1 && rng.bool(pPut) ? `put ${rng.pick(keys)} ${rng.int(0, maxValue)}` : `get ${rng.pick(keys)}`,
    );
  const range = (n, base = 0) => Array.from({ length: n }, (_, i) => base + i);
  const Q = 20000;
  // Fill the shelf, then keep rewriting the oldest keys while new keys keep arriving.
  const rewrite = (c) => {
    const out = range(c).map((k) => `put ${k} ${rng.int(0, MAX)}`);
    let next = c;
    while (out.length < Q - 2) {
      const oldest = next - c; // the key used longest ago in the true order
      out.push(`put ${oldest} ${rng.int(0, MAX)}`);
      out.push(`put ${next} ${rng.int(0, MAX)}`);
      out.push(`get ${rng.int(Math.max(0, next - c - 2), next)}`);
      next++;
    }
    out.push(`get ${next - 1}`);
    return out;
  };
  return [
    { input: shelf(1, ['get 0']), note: 'a get on the empty shelf', hidden: false },
    {
      input: shelf(1, ['put 7 1', 'put 8 2', 'get 7', 'get 8', 'put 8 3', 'get 8']),
      note: 'a shelf of one book',
      hidden: false,
    },
    {
      input: shelf(3, [
        'put 0 0',
        'put 1000000 1000000',
        'get 0',
        'get 1000000',
        'get 5',
        'put 5 5',
        'get 0',
      ]),
      note: 'extreme keys and values, misses do not count as uses',
    },
    { input: shelf(5, stream(40, range(5), 0.5)), note: 'as many keys as room: nothing is ever evicted' },
    { input: shelf(3, stream(60, range(6), 0.5, 9)), note: 'small random, twice as many keys as room' },
    { input: shelf(20000, stream(2000, range(3000), 0.6)), note: 'huge shelf, never full' },
    { input: shelf(50, stream(3000, range(80), 0.5)), note: 'random, shelf of 50' },
    { input: shelf(10, stream(3000, range(1000), 0.7)), note: 'random, mostly misses' },
    { input: shelf(1000, stream(Q, range(1500), 0.55)), note: 'maximum q, shelf of 1000', large: true },
    {
      input: shelf(3000, rewrite(3000)),
      note: 'maximum q, the oldest book is rewritten before each eviction',
      large: true,
    },
  ];
}
