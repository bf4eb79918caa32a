/** Grids up to 7x7 with random rules (empty digit lists, B0, S8) and varied densities. */
function digits(rng) {
  const all = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  rng.shuffle(all);
  return all
    .slice(0, rng.int(0, 5))
    .sort((a, b) => a - b)
    .join('');
}

export default function small(rng, index) {
  const named = ['B3/S23', 'B2/S', 'B/S', 'B012345678/S012345678', 'B36/S23', 'B0/S8'];
  const rule = index % 3 === 0 ? named[(index / 3) % named.length] : `B${digits(rng)}/S${digits(rng)}`;
  const r = index % 7 === 1 ? 1 : rng.int(1, 7);
  const c = index % 7 === 2 ? 1 : rng.int(1, 7);
  const p = rng.pick([0, 0.2, 0.5, 0.8, 1]);
  const rows = [];
  for (let i = 0; i < r; i++) {
    let row = '';
    for (let j = 0; j < c; j++) row += rng.bool(p) ? '#' : '.';
    rows.push(row);
  }
  return `${rule}\n${r} ${c}\n${rows.join('\n')}\n`;
}
