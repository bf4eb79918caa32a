import { lines } from '../../lib/format.mjs';

const UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const test = (k, s) => lines(String(k), s);

/** A shuffled list with the given counts per flavour (counts[i] batches of letter i). */
function withCounts(rng, counts) {
  const chars = [];
  counts.forEach((c, i) => {
    for (let j = 0; j < c; j++) chars.push(UP[i]);
  });
  return rng.shuffle(chars).join('');
}

export default function generate(rng) {
  return [
    { input: test(0, 'Q'), note: 'one batch, no cooldown', hidden: false, kind: 'edge' },
    { input: test(10000, 'Z'), note: 'one batch, huge cooldown', kind: 'edge' },
    { input: test(0, 'AAAA'), note: 'no cooldown: one slot per batch', kind: 'edge' },
    { input: test(2, 'AAAA'), note: 'a single flavour, idle slots between' },
    { input: test(2, 'AABBCC'), note: 'three flavours tied for most' },
    { input: test(1, 'AAABBBCCDDEE'), note: 'enough filler, no idle slot' },
    { input: test(3, withCounts(rng, [5, 5, 2, 1])), note: 'two tied leaders plus filler' },
    { input: test(rng.int(0, 5), rng.string(40, 'ABCDE')), note: 'small random' },
    { input: test(25, UP.repeat(20)), note: 'all 26 flavours tied, cooldown 25' },
    { input: test(10000, 'A'.repeat(100000)), note: 'maximum size and cooldown, one flavour', large: true },
    {
      input: test(10000, withCounts(rng, [50000, 50000])),
      note: 'two flavours tied, maximum cooldown',
      large: true,
    },
    { input: test(5000, rng.string(100000, 'AB')), note: 'two flavours, random split', large: true },
    {
      input: test(3, rng.string(100000, UP)),
      note: 'maximum size, all flavours, small cooldown',
      large: true,
    },
    {
      input: test(10000, withCounts(rng, [30000, 29999, 1000, 39001])),
      note: 'maximum size, one clear leader',
      large: true,
    },
  ];
}
