import { lines } from '../../lib/format.mjs';

/** A label built from runs: each run a random letter (maybe equal to the previous) of length 1..maxRun. */
function runs(rng, total, maxRun, alphabet) {
  let s = '';
  while (s.length < total)
    s += rng.pick([...alphabet]).repeat(Math.min(rng.int(1, maxRun), total - s.length));
  return s;
}

/** A code whose pairs expand to at most `total` letters; neighbouring pairs may share a letter. */
function code(rng, total, maxCount, alphabet) {
  const parts = [];
  let left = total;
  while (left > 0) {
    const c = Math.min(rng.int(1, maxCount), left);
    parts.push(rng.pick([...alphabet]) + c);
    left -= c;
  }
  return parts.join('');
}

export default function generate(rng) {
  const N = 20000;
  return [
    { input: lines('a', 'a1'), note: 'single letters both ways', hidden: false },
    { input: lines('abcabc', 'a1b1c1'), note: 'no repeated neighbours: every count is 1', hidden: false },
    { input: lines('zzzzzzzzzzzz', 'z10z2'), note: 'one run of twelve; a code splitting a run' },
    { input: lines('aabbaa', 'q20000'), note: 'a letter comes back after another run; the largest count' },
    {
      input: lines(runs(rng, 200, 15, 'ab'), code(rng, 200, 15, 'ab')),
      note: 'random runs over two letters',
    },
    {
      input: lines(runs(rng, 1000, 3, 'abcdefghijklmnopqrstuvwxyz'), code(rng, 1000, 3, 'xyz')),
      note: 'short runs',
    },
    {
      input: lines(runs(rng, 5000, 1500, 'mn'), code(rng, 5000, 1500, 'mn')),
      note: 'long runs with multi-digit counts',
    },
    { input: lines('b'.repeat(N), `b${N}`), note: 'one run of maximal length' },
    {
      input: lines(
        rng.string(N, 'abcdefghijklmnopqrstuvwxyz'),
        code(rng, N, 1, 'abcdefghijklmnopqrstuvwxyz'),
      ),
      note: 'maximal length, almost every count is 1',
      large: true,
    },
    {
      input: lines(runs(rng, N, 40, 'abc'), code(rng, N, 99, 'abc')),
      note: 'maximal length, two-digit runs and counts',
      large: true,
    },
  ];
}
