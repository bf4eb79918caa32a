/** Small grids over 1-3 letters (many trails), words traced from real paths, reused-cell traps. */
export default function small(rng, index) {
  const r = index === 0 ? 1 : rng.int(1, 4);
  const c = index === 0 ? 1 : rng.int(1, 4);
  const alphabet = rng.pick(['A', 'AB', 'ABC', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ']);
  const grid = Array.from({ length: r }, () => rng.string(c, alphabet));
  let word;
  if (index % 3 === 0) {
    // walk a random path (cells may repeat), so the word is sometimes traceable, sometimes not
    let i = rng.int(0, r - 1);
    let j = rng.int(0, c - 1);
    word = grid[i][j];
    const len = rng.int(1, 12);
    while (word.length < len) {
      const moves = [
        [i - 1, j],
        [i + 1, j],
        [i, j - 1],
        [i, j + 1],
      ].filter(([a, b]) => a >= 0 && a < r && b >= 0 && b < c);
      if (moves.length === 0) break;
      [i, j] = rng.pick(moves);
      word += grid[i][j];
    }
  } else word = rng.string(rng.int(1, Math.min(12, r * c + 1)), alphabet);
  return `${r} ${c}\n${grid.join('\n')}\n${word}\n`;
}
