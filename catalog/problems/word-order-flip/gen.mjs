import { lines } from '../../lib/format.mjs';

const VISIBLE = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,;:!?-\'"()';

/** A line of `count` words with random gaps of 1..maxGap spaces (and optional padding at the ends). */
function sentence(rng, count, maxLen, maxGap, pad) {
  let s = pad ? ' '.repeat(rng.int(0, maxGap)) : '';
  for (let i = 0; i < count; i++) {
    if (i > 0) s += ' '.repeat(rng.int(1, maxGap));
    s += rng.string(rng.int(1, maxLen), VISIBLE);
  }
  if (pad) s += ' '.repeat(rng.int(0, maxGap));
  return s;
}

export default function generate(rng) {
  return [
    { input: lines(''), note: 'empty line', hidden: false },
    { input: lines('     '), note: 'only spaces', hidden: false },
    { input: lines('solo'), note: 'single word' },
    { input: lines('  solo   '), note: 'single word with padding' },
    { input: lines('echo echo echo'), note: 'repeated words' },
    { input: lines('a b'), note: 'two one-letter words' },
    { input: lines('Hello, World! (again)'), note: 'punctuation inside words' },
    { input: lines(sentence(rng, 12, 6, 3, true)), note: 'small random with padding' },
    { input: lines(sentence(rng, 2000, 10, 1, false)), note: 'single spaces only' },
    { input: lines(sentence(rng, 3000, 8, 6, true)), note: 'random gaps and padding' },
    { input: lines(rng.string(40000, 'xyz')), note: 'one huge word' },
    {
      input: lines(sentence(rng, 20000, 1, 1, false)),
      note: '20000 one-letter words',
    },
    { input: lines(sentence(rng, 12000, 9, 5, true).slice(0, 100000)), note: 'maximum length, many gaps' },
  ];
}
