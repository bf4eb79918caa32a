import { lines } from '../../lib/format.mjs';

const shuffle = (rng, s) => rng.shuffle(s.split('')).join('');

export default function generate(rng) {
  const bag = rng.string(50000);
  const note = shuffle(rng, bag).slice(0, 40000);
  // a note that needs one more 'z' than the bag holds
  const zs = bag.split('z').length - 1;
  const tooMany = shuffle(rng, `${bag.replace(/z/g, '').slice(0, 49000 - zs)}${'z'.repeat(zs + 1)}`);
  return [
    { input: lines('', ''), note: 'empty note, empty bag', hidden: false },
    { input: lines('', 'abc'), note: 'empty note', hidden: false },
    { input: lines('a', ''), note: 'empty bag' },
    { input: lines('x', 'x'), note: 'single tile, used' },
    { input: lines('aa', 'a'), note: 'a duplicate letter runs out' },
    { input: lines('abc', 'cba'), note: 'exact rearrangement' },
    { input: lines('zzzz', 'zzzzzzzzz'), note: 'all equal letters, enough tiles' },
    { input: lines(rng.string(30, 'ab'), rng.string(40, 'ab')), note: 'small random, two letters' },
    { input: lines(note, bag), note: 'large, spellable' },
    { input: lines(tooMany, bag), note: 'large, one letter short' },
    {
      input: lines(rng.string(50000), rng.string(50000, 'abcdefghijklmnopqrstuvwxy')),
      note: 'maximum, letter missing',
    },
  ];
}
