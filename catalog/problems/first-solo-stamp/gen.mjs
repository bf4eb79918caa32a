import { lines } from '../../lib/format.mjs';

const ABC = 'abcdefghijklmnopqrstuvwxyz';

export default function generate(rng) {
  // Every letter twice, shuffled, then one solo letter planted near the end.
  const doubled = rng.shuffle([...rng.string(49999, ABC.slice(0, 25)).repeat(2)]);
  doubled.splice(99000, 0, 'z');
  const allPairs = rng.shuffle([...ABC.repeat(2)]).join('');
  return [
    { input: lines(''), note: 'empty string', hidden: false },
    { input: lines('q'), note: 'single character', hidden: false },
    { input: lines('zz'), note: 'two equal characters' },
    { input: lines('aaaaaaab'), note: 'solo character is the last one' },
    { input: lines(allPairs), note: 'every letter exactly twice' },
    { input: lines(rng.string(20, 'abcdef')), note: 'small random' },
    { input: lines(`${ABC}${ABC.slice(0, 25)}`), note: 'only z occurs once' },
    { input: lines(rng.string(1000, ABC)), note: 'random, 1000 letters' },
    { input: lines(doubled.join('')), note: 'maximum length, solo letter near the end' },
    { input: lines('x'.repeat(100000)), note: 'maximum length, one letter' },
    { input: lines(rng.string(100000, ABC)), note: 'maximum length, random' },
  ];
}
