import { lines } from '../../lib/format.mjs';

const shuffle = (rng, s) => rng.shuffle(s.split('')).join('');

export default function generate(rng) {
  const big = rng.string(50000);
  const almost = shuffle(rng, big).split('');
  // change one letter and another one back in a different way: same length, different counts
  almost[0] = almost[0] === 'a' ? 'b' : 'a';
  const medium = rng.string(500, 'abc');
  return [
    { input: lines('', ''), note: 'both labels empty', hidden: false },
    { input: lines('a', ''), note: 'one label empty', hidden: false },
    { input: lines('q', 'q'), note: 'single equal letter' },
    { input: lines('ab', 'ba'), note: 'two letters swapped' },
    { input: lines('aab', 'abb'), note: 'same letters, different multiplicities' },
    { input: lines('zzzz', 'zzzz'), note: 'all equal letters' },
    { input: lines('abc', 'abcd'), note: 'lengths differ by one' },
    { input: lines(medium, shuffle(rng, medium)), note: 'three-letter alphabet, shuffled' },
    {
      input: lines(medium, shuffle(rng, `${medium.slice(1)}c`)),
      note: 'three-letter alphabet, one tile swapped',
    },
    { input: lines(big, shuffle(rng, big)), note: 'maximum length, a true rearrangement' },
    { input: lines(big, almost.join('')), note: 'maximum length, one letter differs' },
    {
      input: lines(rng.string(50000, 'xy'), rng.string(49999, 'xy')),
      note: 'maximum length vs one shorter',
    },
  ];
}
