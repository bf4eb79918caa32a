import { array } from '../../lib/format.mjs';

const shuffleWord = (rng, w) => rng.shuffle(w.split('')).join('');

/** n words drawn from `families` base words, each a random rearrangement of its base. */
function families(rng, n, count, lenLo, lenHi, alphabet) {
  const bases = Array.from({ length: count }, () => rng.string(rng.int(lenLo, lenHi), alphabet));
  return Array.from({ length: n }, () => shuffleWord(rng, rng.pick(bases)));
}

export default function generate(rng) {
  const distinctWords = (n) => {
    const seen = new Set();
    const out = [];
    while (out.length < n) {
      const w = rng.string(rng.int(6, 8));
      const key = w.split('').sort().join('');
      if (!seen.has(key)) {
        seen.add(key);
        out.push(w);
      }
    }
    return out;
  };
  const mostlyAlone = distinctWords(30000);
  // put one family of 50 somewhere inside the big list
  for (let i = 0; i < 50; i++) mostlyAlone[rng.int(0, 29999)] = shuffleWord(rng, 'treasure');
  return [
    { input: array(['a']), note: 'a single word', hidden: false },
    { input: array(['abc', 'abc', 'abc']), note: 'the same word three times' },
    { input: array(['ab', 'abb', 'bba', 'ba']), note: 'same letters, different counts' },
    { input: array(['z', 'y', 'x', 'w']), note: 'every word alone' },
    { input: array(['aaaaaaaa', 'aaaaaaaa', 'aaaaaaab']), note: 'maximum-length words' },
    { input: array(families(rng, 30, 5, 2, 4, 'abc')), note: 'small random, tiny alphabet' },
    { input: array(families(rng, 2000, 300, 3, 8, 'abcdefgh')), note: 'random, 300 base words' },
    {
      input: array(families(rng, 10000, 5, 8, 8, 'abcdefghijklmnopqrstuvwxyz')),
      note: '10^4 words, five huge families',
    },
    { input: array(distinctWords(30000)), note: 'maximum n, every word its own family', large: true },
    { input: array(mostlyAlone), note: 'maximum n, one big family among singletons', large: true },
    {
      input: array(families(rng, 30000, 18000, 5, 8, 'abcdefghijklmnopqrstuvwxyz')),
      note: 'maximum n, 12000 base words',
      large: true,
    },
  ];
}
