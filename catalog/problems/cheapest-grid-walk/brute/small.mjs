/** Small toll grids (at most 7 x 7): single cells, single rows/columns, zeros, all equal, random. */
export default function small(rng, index) {
  let r = rng.int(1, 7);
  let c = rng.int(1, 7);
  if (index === 0) [r, c] = [1, 1];
  if (index === 1) [r, c] = [1, rng.int(2, 7)];
  if (index === 2) [r, c] = [rng.int(2, 7), 1];
  const hi = rng.pick([0, 1, 9, 999]);
  const same = index % 7 === 3 ? rng.int(0, 999) : -1;
  const rows = [];
  for (let i = 0; i < r; i++) {
    rows.push(Array.from({ length: c }, () => (same >= 0 ? same : rng.int(0, hi))).join(' '));
  }
  return `${r} ${c}\n${rows.join('\n')}\n`;
}
