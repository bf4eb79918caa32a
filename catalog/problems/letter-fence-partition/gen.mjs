import { lines } from '../../lib/format.mjs';

const ABC = 'abcdefghijklmnopqrstuvwxyz';

/** Plots over disjoint alphabets: consecutive blocks, each a random string over its own letters. */
function blocks(rng, sizes) {
  const letters = rng.shuffle(ABC.split(''));
  let pos = 0;
  let s = '';
  sizes.forEach((size, idx) => {
    const later = sizes.length - idx - 1; // keep at least one letter for every later block
    const k = Math.max(1, Math.min(size, rng.int(1, 3), 26 - pos - later));
    const alpha = letters.slice(pos, pos + k).join('');
    pos += k;
    let block = rng.string(size, alpha);
    // Start and end each block with the same letter so it cannot be split inside.
    if (size >= 2) block = alpha[0] + block.slice(1, -1) + alpha[0];
    s += block;
  });
  return s;
}

export default function generate(rng) {
  const N = 100000;
  return [
    { input: lines('z'), note: 'a single bed', hidden: false, kind: 'edge' },
    { input: lines('mmmm'), note: 'one crop only', kind: 'edge' },
    { input: lines(ABC), note: 'all 26 letters once', kind: 'edge' },
    { input: lines('abcba'), note: 'palindrome: one plot' },
    { input: lines('aabbccabc'), note: 'a late letter merges everything' },
    { input: lines(blocks(rng, [3, 1, 5, 2, 4])), note: 'small, five separate plots' },
    { input: lines(rng.string(60, 'abcdefghij')), note: 'small random' },
    { input: lines(blocks(rng, [300, 200, 1, 500, 400, 100])), note: 'six plots of a few hundred beds' },
    { input: lines(rng.string(N, ABC)), note: 'maximum length, random: one plot', large: true },
    {
      input: lines(blocks(rng, new Array(20).fill(N / 20))),
      note: 'maximum length, twenty plots',
      large: true,
    },
    {
      input: lines('a'.repeat(N / 2) + 'b'.repeat(N / 2)),
      note: 'maximum length, two solid plots',
      large: true,
    },
    {
      input: lines(
        blocks(
          rng,
          Array.from({ length: 26 }, (_, i) => (i < 25 ? 3800 : N - 25 * 3800)),
        ),
      ),
      note: 'maximum length, 26 plots',
      large: true,
    },
  ];
}
