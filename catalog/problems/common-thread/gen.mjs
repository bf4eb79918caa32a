import { lines } from '../../lib/format.mjs';

const ABC = 'abcdefghijklmnopqrstuvwxyz';

export default function generate(rng) {
  const N = 2000;
  const base = rng.string(N, 'abcd');
  // b = a with about 10% of the beads removed and others inserted.
  let edited = '';
  for (const ch of base) {
    if (rng.bool(0.1)) continue;
    edited += ch;
    if (rng.bool(0.1)) edited += rng.string(1, 'abcd');
  }
  return [
    { input: lines('', 'abc'), note: 'first strand empty', hidden: false, kind: 'edge' },
    { input: lines('', ''), note: 'both strands empty', kind: 'edge' },
    { input: lines('q', 'q'), note: 'one equal bead', kind: 'edge' },
    { input: lines('abcdef', 'fedcba'), note: 'reversed strands' },
    { input: lines('aaaa', 'aa'), note: 'repeated beads' },
    { input: lines('abcabcab', 'bacbcaac'), note: 'small, many overlaps' },
    { input: lines(rng.string(10, 'xyz'), rng.string(11, 'xyz')), note: 'small random' },
    {
      input: lines(rng.string(300, ABC), rng.string(400, ABC)),
      note: 'random, a few hundred beads',
      large: true,
    },
    {
      input: lines(rng.string(N, 'ab'), rng.string(N, 'ab')),
      note: 'maximum length, two colours',
      large: true,
    },
    {
      input: lines(rng.string(N, 'abcdefghijklm'), rng.string(N, 'nopqrstuvwxyz')),
      note: 'maximum length, disjoint colours',
      large: true,
    },
    { input: lines(base, edited), note: 'maximum length, lightly edited copy', large: true },
    { input: lines('z'.repeat(N), rng.string(N, ABC)), note: 'one colour against random', large: true },
  ];
}
