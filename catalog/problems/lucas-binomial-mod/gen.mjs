import { lines } from '../../lib/format.mjs';

const questions = (p, list) =>
  lines(
    `${list.length} ${p}`,
    list.map(([n, r]) => `${n} ${r}`),
  );

const MAX = 10n ** 18n;

/** A random BigInt in [0, hi], built from decimal digits. */
function bigUpTo(rng, hi) {
  const len = String(hi).length;
  let s = String(rng.int(0, 9));
  for (let i = 1; i < len + 2; i++) s += String(rng.int(0, 9));
  return BigInt(s) % (hi + 1n);
}

/** A random n with 1 to 18 digits (or exactly 10^18), and r up to n (sometimes above). */
function bigPair(rng) {
  const n = rng.bool(0.02) ? MAX : bigUpTo(rng, 10n ** BigInt(rng.int(1, 18)));
  const r = rng.bool(0.1) ? n + bigUpTo(rng, 1000n) + 1n : bigUpTo(rng, n);
  return [n, r > MAX ? MAX : r];
}

export default function generate(rng) {
  const smallPairs = Array.from({ length: 300 }, () => {
    const n = rng.int(0, 2000);
    return [n, rng.int(0, n + 5)];
  });
  const belowP = Array.from({ length: 40 }, () => {
    const n = rng.int(0, 99990);
    return [n, rng.int(0, n)];
  });
  // All base-5 digits of n equal 4: no digit of r can exceed them, so no answer is forced to 0.
  const full5 = 5n ** 25n - 1n;
  return [
    { input: questions(2, [[0, 0]]), note: 'empty deck, empty hand', hidden: false },
    {
      input: questions(3, [
        [MAX, 0],
        [MAX, MAX],
        [MAX - 1n, MAX],
        [0, MAX],
      ]),
      note: 'r = 0, r = n and r > n at 10^18',
    },
    { input: questions(13, smallPairs), note: 'small decks, p = 13 (naive-friendly)' },
    { input: questions(99991, belowP), note: 'n below the largest prime: a single Lucas digit' },
    {
      input: questions(
        5,
        Array.from({ length: 200 }, () => [full5, bigUpTo(rng, full5)]),
      ),
      note: 'n = 5^25 - 1: every digit pair is valid',
      large: true,
    },
    {
      input: questions(7, [
        [7n ** 21n, 7n ** 20n],
        [7n ** 21n, 1n],
        [7n ** 21n + 6n, 3n],
      ]),
      note: 'powers of the prime',
      large: true,
    },
    {
      input: questions(
        3,
        Array.from({ length: 1500 }, () => bigPair(rng)),
      ),
      note: 'p = 3, huge numbers',
      large: true,
    },
    {
      input: questions(
        2,
        Array.from({ length: 1500 }, () => bigPair(rng)),
      ),
      note: 'p = 2: 60 base-2 digits',
      large: true,
    },
    {
      input: questions(99991, [[MAX, MAX / 2n]]),
      note: 'one central coefficient at 10^18 (naive needs 5·10^17 steps)',
      large: true,
    },
    {
      input: questions(
        99991,
        Array.from({ length: 4000 }, () => bigPair(rng)),
      ),
      note: 'maximum q, largest prime',
      large: true,
    },
  ];
}
