/** Grids up to 6x6: correct Toeplitz prints, prints with a few faults, single rows/columns. */
export default function small(rng, index) {
  const r = index % 5 === 0 ? 1 : rng.int(1, 6);
  const c = index % 5 === 1 ? 1 : rng.int(1, 6);
  const hi = rng.pick([1, 2, 9]);
  const diag = new Map();
  const a = [];
  for (let i = 0; i < r; i++) {
    const row = [];
    for (let j = 0; j < c; j++) {
      if (!diag.has(i - j)) diag.set(i - j, rng.int(0, hi));
      row.push(diag.get(i - j));
    }
    a.push(row);
  }
  const faults = index % 3 === 0 ? 0 : rng.int(1, 3);
  for (let f = 0; f < faults; f++) a[rng.int(0, r - 1)][rng.int(0, c - 1)] = rng.int(0, 9);
  return `${r} ${c}\n${a.map((row) => row.join(' ')).join('\n')}\n`;
}
