import { lines } from '../../lib/format.mjs';

const store = (commands) => lines(String(commands.length), commands);

export default function generate(rng) {
  const MAX = 10 ** 9;
  const az = 'abcdefghijklmnopqrstuvwxyz';
  /** n distinct keys of `len` letters. */
  const names = (n, len) =>
    rng.distinct(n, 0, 26 ** len - 1).map((x) => {
      let s = '';
      for (let i = 0, v = x; i < len; i++, v = Math.floor(v / 26)) s += az[v % 26];
      return s;
    });
  /**
   * q commands over `keys`: a set with probability pSet (times grow by 1..maxStep), otherwise a get
   * at an exact write time (probability pExact), or any time up to a little past the newest write.
   * The last command is a get.
   */
  const stream = (q, keys, pSet, maxStep, pExact = 0.3) => {
    let now = 0;
    const written = [];
    return Array.from({ length: q }, (_, i) => {
      if (i < q - 1 && rng.bool(pSet) && now + maxStep <= MAX) {
        now += rng.int(1, maxStep);
        written.push(now);
        return `set ${rng.pick(keys)} ${rng.int(1, MAX)} ${now}`;
      }
      const t =
        written.length > 0 && rng.bool(pExact) ? rng.pick(written) : rng.int(1, Math.min(MAX, now + maxStep));
      return `get ${rng.pick(keys)} ${t}`;
    });
  };
  const few = ['x', 'y', 'z'];
  return [
    { input: store(['get a 1']), note: 'a get on the empty store', hidden: false },
    {
      input: store(['set k 7 5', 'get k 4', 'get k 5', 'get k 6', 'get kk 5']),
      note: 'just before, at and after the only write',
      hidden: false,
    },
    {
      input: store([
        `set zzzzzzzz ${MAX} 1`,
        `set a 1 ${MAX}`,
        `get zzzzzzzz ${MAX}`,
        `get a ${MAX}`,
        'get a 1',
      ]),
      note: 'extreme times, values and key lengths',
    },
    {
      input: store(['set a 1 1', 'set a 1 2', 'set a 2 3', 'get a 2', 'get a 3', 'get a 1']),
      note: 'equal values',
    },
    { input: store(stream(40, few, 0.5, 3)), note: 'small random, three keys' },
    { input: store(stream(300, ['only'], 0.5, 1000)), note: 'one key, random' },
    { input: store(stream(2000, names(200, 3), 0.5, 100000)), note: 'random, 200 keys' },
    { input: store(stream(3000, few, 0.2, 10, 0.8)), note: 'mostly gets at exact write times' },
    {
      input: store(stream(20000, ['deep'], 0.5, 40000)),
      note: 'maximum q, one key with 10^4 versions',
      large: true,
    },
    {
      input: store(stream(12000, names(300, 5), 0.5, 80000, 0.5)),
      note: 'q = 12000, 300 keys',
      large: true,
    },
  ];
}
