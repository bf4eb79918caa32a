import { lines } from '../../lib/format.mjs';

const towers = (bells) =>
  lines(
    String(bells.length),
    bells.map(([p, a]) => `${p} ${a}`),
  );

/** All divisors of prod(primes[i]^powers[i]) in [lo, hi]. */
function divisors(primes, powers, lo, hi) {
  let ds = [1];
  primes.forEach((q, i) => {
    const next = [];
    for (const d of ds) {
      let v = d;
      for (let e = 0; e <= powers[i]; e++, v *= q) next.push(v);
    }
    ds = next;
  });
  return ds.filter((d) => d >= lo && d <= hi).sort((a, b) => a - b);
}

/** n bells with periods drawn from `pool`, all ringing at minute `t` (consistent). */
function consistent(rng, n, pool, t) {
  return Array.from({ length: n }, () => {
    const p = rng.pick(pool);
    return [p, t % p];
  });
}

/** The same, with one bell shifted by one minute: usually no shared minute any more. */
function broken(rng, n, pool, t) {
  const bells = consistent(rng, n, pool, t);
  const i = rng.int(0, n - 1);
  const [p, a] = bells[i];
  bells[i] = [p, (a + 1) % p];
  return bells;
}

// 2^6 3^4 5^3 7^2 11 13 17 19 23 29 = 977 809 944 440 000 <= 10^15, with 26 880 divisors.
const BIG = [
  [2, 3, 5, 7, 11, 13, 17, 19, 23, 29],
  [6, 4, 3, 2, 1, 1, 1, 1, 1, 1],
];
const BIG_L = 977809944440000;
// 2^4 3^2 5 7 11 = 55 440.
const SMALL = [
  [2, 3, 5, 7, 11],
  [4, 2, 1, 1, 1],
];

export default function generate(rng) {
  const small = divisors(...SMALL, 2, 60);
  const mid = divisors(...SMALL, 100, 5000);
  const big = divisors(...BIG, 1000, 50000);
  return [
    { input: towers([[1, 0]]), note: 'one bell ringing every minute', hidden: false, kind: 'edge' },
    { input: towers([[1000000, 999999]]), note: 'one bell, largest period and offset', kind: 'edge' },
    {
      input: towers([
        [12, 5],
        [12, 5],
        [12, 5],
      ]),
      note: 'identical bells',
      hidden: false,
      kind: 'edge',
    },
    {
      input: towers([
        [10, 3],
        [10, 4],
      ]),
      note: 'same period, different offsets: never',
      kind: 'edge',
    },
    {
      input: towers([
        [999983, 999982],
        [999979, 0],
        [2, 1],
      ]),
      note: 'two large primes: answer near 2·10^12',
      kind: 'edge',
    },
    {
      input: towers([
        [6, 1],
        [10, 7],
        [15, 7],
      ]),
      note: 'pairwise shared factors, consistent',
      kind: 'edge',
    },
    { input: towers(consistent(rng, 6, small, rng.int(0, 3000))), note: 'small random, consistent' },
    { input: towers(broken(rng, 8, small, rng.int(0, 3000))), note: 'small random, one bell off' },
    { input: towers(consistent(rng, 300, mid, rng.int(0, 55439))), note: 'random, many bells' },
    { input: towers(broken(rng, 300, mid, rng.int(0, 55439))), note: 'random, many bells, one off' },
    {
      input: towers(consistent(rng, 20000, big, BIG_L - 1 - rng.int(0, 1000))),
      note: 'maximum n, answer near 10^15',
      large: true,
    },
    { input: towers(broken(rng, 20000, big, rng.int(0, BIG_L - 1))), note: 'maximum n, never', large: true },
  ];
}
