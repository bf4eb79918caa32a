/** Small pictures over 1 to 3 colours (big regions, diagonal contacts), same-colour clicks included. */
export default function small(rng, index) {
  const r = index % 8 === 0 ? 1 : rng.int(1, 8);
  const c = index % 8 === 1 ? 1 : rng.int(1, 8);
  const palette = rng.pick(['a', 'ab', 'ab', 'abc', 'xyz']);
  const rows = [];
  for (let i = 0; i < r; i++) rows.push(rng.string(c, palette));
  const row = rng.int(0, r - 1);
  const col = rng.int(0, c - 1);
  const colour = index % 5 === 2 ? rows[row][col] : rng.string(1, `${palette}qz`);
  return `${r} ${c}\n${rows.join('\n')}\n${row} ${col} ${colour}\n`;
}
