import { lines } from '../../lib/format.mjs';

const cache = (c, commands) => lines(`${c} ${commands.length}`, commands);

export default function generate(rng) {
  const MAX = 10 ** 6;
  /** q commands on keys drawn by `keyOf`, a put with probability pPut; the last command is a get. */
  const stream = (q, keyOf, pPut, maxValue = MAX) =>
    Array.from({ length: q }, (_, i) =>
      i < q - 1 && rng.bool(pPut) ? `put ${keyOf()} ${rng.int(0, maxValue)}` : `get ${keyOf()}`,
    );
  const uniform = (n) => () => rng.int(0, n - 1);
  // A few hot keys (used often) and many cold ones.
  const skewed = (hot, cold) => () => (rng.bool(0.4) ? rng.int(0, hot - 1) : rng.int(hot, hot + cold - 1));
  const Q = 20000;
  /**
   * Rounds: a few new keys, each read right after its put, then every key of the last two rounds
   * read once in random order. The keys of one round end with equal use counts but a shuffled order
   * of last use, and the next round evicts only some of them: the tie rule decides which.
   */
  const rounds = (q, maxNew) => {
    const out = [];
    const recent = [[], []];
    let next = 0;
    while (out.length < q - 1) {
      const fresh = [];
      for (let t = rng.int(1, maxNew); t > 0; t--) {
        out.push(`put ${next} ${rng.int(0, MAX)}`, `get ${next}`);
        fresh.push(next++);
      }
      recent.shift();
      recent.push(fresh);
      for (const key of rng.shuffle(recent.flat())) out.push(`get ${key}`);
    }
    out.length = q - 1;
    out.push(`get ${rng.int(0, next - 1)}`);
    return out;
  };
  return [
    { input: cache(1, ['get 5']), note: 'a get on the empty cache', hidden: false },
    {
      input: cache(1, ['put 1 1', 'get 1', 'get 1', 'put 2 2', 'get 1', 'get 2']),
      note: 'capacity 1: even a popular key is evicted',
      hidden: false,
    },
    {
      input: cache(2, [
        'put 0 0',
        'put 1000000 1000000',
        'get 0',
        'put 5 5',
        'get 1000000',
        'get 0',
        'get 5',
      ]),
      note: 'extreme keys and values',
    },
    {
      input: cache(2, [
        'put 1 1',
        'get 1',
        'get 1',
        'put 2 2',
        'put 3 3',
        'get 2',
        'put 2 9',
        'get 3',
        'get 2',
        'get 1',
      ]),
      note: 'an evicted key comes back with one use',
    },
    { input: cache(3, stream(40, uniform(6), 0.5, 9)), note: 'small random' },
    { input: cache(4, stream(60, uniform(4), 0.5)), note: 'as many keys as room: nothing is evicted' },
    { input: cache(10, stream(2000, uniform(20), 0.5)), note: 'random, twice as many keys as room' },
    { input: cache(10000, stream(3000, uniform(5000), 0.6)), note: 'huge capacity, never full' },
    { input: cache(50, stream(3000, skewed(20, 500), 0.5)), note: 'hot and cold keys' },
    { input: cache(6, rounds(80, 4)), note: 'small rounds of keys with equal use counts' },
    { input: cache(1000, stream(8000, uniform(2000), 0.5)), note: 'random on a full cache of 1000' },
    {
      input: cache(60, rounds(Q, 40)),
      note: 'maximum q, rounds of keys with equal use counts: ties broken by last use',
      large: true,
    },
    {
      input: cache(200, stream(Q, skewed(150, 20000), 0.6)),
      note: 'maximum q, hot keys and a churn of cold ones',
      large: true,
    },
  ];
}
