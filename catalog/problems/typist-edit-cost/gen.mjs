import { lines } from '../../lib/format.mjs';

const ABC = 'abcdefghijklmnopqrstuvwxyz';

/** Applies k random single-letter edits to s. */
function mutate(rng, s, k) {
  const a = [...s];
  for (let t = 0; t < k; t++) {
    const op = rng.int(0, 2);
    const i = rng.int(0, a.length);
    if (op === 0 || a.length === 0) a.splice(i, 0, rng.pick([...ABC]));
    else if (op === 1) a.splice(Math.min(i, a.length - 1), 1);
    else a[Math.min(i, a.length - 1)] = rng.pick([...ABC]);
  }
  return a.join('');
}

export default function generate(rng) {
  const base = rng.string(1000, ABC);
  return [
    { input: lines('', ''), note: 'both empty', hidden: false },
    { input: lines('abc', ''), note: 'target empty: delete everything' },
    { input: lines('same', 'same'), note: 'identical' },
    { input: lines('abcdef', 'fedcba'), note: 'reversed' },
    { input: lines('aaaa', 'bbb'), note: 'no common letter' },
    { input: lines(rng.string(6, 'abc'), rng.string(7, 'abc')), note: 'small random' },
    { input: lines('intention', 'execution'), note: 'classic pair of words' },
    { input: lines(rng.string(40, ABC), rng.string(35, ABC)), note: 'random, 40 letters', large: true },
    { input: lines(base, mutate(rng, base, 60)), note: 'maximum length, 60 random edits', large: true },
    {
      input: lines(rng.string(1000, 'ab'), rng.string(1000, 'ab')),
      note: 'maximum length, two letters',
      large: true,
    },
    {
      input: lines('z'.repeat(1000), rng.string(1000, ABC)),
      note: 'maximum length, one letter vs random',
      large: true,
    },
  ];
}
