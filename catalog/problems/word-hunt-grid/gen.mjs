import { grid, lines } from '../../lib/format.mjs';

const ABC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function test(rows, word) {
  return lines(grid(rows).trimEnd(), word);
}

function randomGrid(rng, r, c, alphabet) {
  return Array.from({ length: r }, () => rng.string(c, alphabet));
}

/** A word read along a random self-avoiding trail of length len (or shorter if stuck). */
function trailWord(rng, rows, len) {
  const r = rows.length;
  const c = rows[0].length;
  let i = rng.int(0, r - 1);
  let j = rng.int(0, c - 1);
  const used = new Set([i * c + j]);
  let word = rows[i][j];
  while (word.length < len) {
    const options = [
      [i + 1, j],
      [i - 1, j],
      [i, j + 1],
      [i, j - 1],
    ].filter(([a, b]) => a >= 0 && b >= 0 && a < r && b < c && !used.has(a * c + b));
    if (options.length === 0) break;
    [i, j] = rng.pick(options);
    used.add(i * c + j);
    word += rows[i][j];
  }
  return word;
}

/** A word that needs one cell twice: trail word, then step back onto the previous cell. */
function reuseWord(rng, rows, len) {
  const w = trailWord(rng, rows, len - 1);
  return w + w[w.length - 2];
}

export default function generate(rng) {
  const A6 = Array.from({ length: 6 }, () => 'AAAAAA');
  const almostA = A6.slice();
  almostA[5] = 'AAAAAB';
  const g1 = randomGrid(rng, 6, 6, 'ABC');
  const g2 = randomGrid(rng, 6, 6, 'AB');
  const g3 = randomGrid(rng, 6, 6, ABC);
  return [
    { input: test(['Q'], 'Q'), note: 'single cell, found', hidden: false },
    { input: test(['Q'], 'QQ'), note: 'single cell, needs it twice', hidden: false },
    { input: test(['AB'], 'BA'), note: 'one row, read right to left' },
    { input: test(['A', 'B', 'C'], 'ABC'), note: 'one column' },
    { input: test(['AB', 'DC'], 'ABCD'), note: 'around a square' },
    { input: test(['AB', 'DC'], 'AC'), note: 'diagonal steps are not allowed' },
    { input: test(randomGrid(rng, 3, 3, 'XYZ'), rng.string(4, 'XYZ')), note: 'small random' },
    { input: test(A6, 'AAAAAAAAAAAA'), note: 'all A, long word' },
    { input: test(almostA, 'AAAAAAAAAAAB'), note: 'all A but one B, word ends in B', large: true },
    { input: test(almostA, 'BAAAAAAAAAAB'), note: 'needs two Bs, only one exists', large: true },
    { input: test(g1, reuseWord(rng, g1, 12)), note: '6 x 6, word that revisits a cell', large: true },
    { input: test(g2, reuseWord(rng, g2, 12)), note: '6 x 6 over two letters, revisiting word', large: true },
    { input: test(g2, trailWord(rng, g2, 12)), note: '6 x 6 over two letters, traceable', large: true },
    { input: test(g3, trailWord(rng, g3, 12)), note: '6 x 6 random letters, traceable', large: true },
  ];
}
