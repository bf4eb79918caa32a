import { grid } from '../../lib/format.mjs';

function randomFloor(rng, r, c, pFresh, pMould) {
  const rows = [];
  for (let i = 0; i < r; i++) {
    let row = '';
    for (let j = 0; j < c; j++) {
      const x = rng.next();
      row += x < pMould ? 'M' : x < pMould + pFresh ? 'F' : '.';
    }
    rows.push(row);
  }
  return rows;
}

/** A winding corridor of crates (rows of F joined at alternate ends), mould at one end. */
function serpentine(r, c) {
  const rows = [];
  for (let i = 0; i < r; i++) {
    if (i % 2 === 0) rows.push('F'.repeat(c));
    else if (i % 4 === 1) rows.push(`${'.'.repeat(c - 1)}F`);
    else rows.push(`F${'.'.repeat(c - 1)}`);
  }
  rows[0] = `M${rows[0].slice(1)}`;
  return rows;
}

export default function generate(rng) {
  const S = 300;
  // Break the corridor in the middle of row 150: the lower half can never be reached.
  const cut = serpentine(S, S);
  cut[150] = `${cut[150].slice(0, 150)}.${cut[150].slice(151)}`;
  return [
    { input: grid(['F']), note: 'single fresh crate, no mould', hidden: false },
    { input: grid(['M']), note: 'single mouldy crate', hidden: false },
    { input: grid(['.']), note: 'empty floor only' },
    { input: grid(['MF', 'FF']), note: 'two by two' },
    { input: grid(['M...M', '.FFF.', 'M...M']), note: 'several sources, middle crate last' },
    { input: grid(randomFloor(rng, 6, 7, 0.6, 0.1)), note: 'small random' },
    { input: grid(randomFloor(rng, 50, 60, 0.75, 0.01)), note: 'random, 50 x 60' },
    { input: grid(serpentine(41, 40)), note: 'winding corridor, 41 x 40' },
    { input: grid(serpentine(S, S)), note: 'maximum size, winding corridor', large: true },
    { input: grid(randomFloor(rng, S, S, 0.85, 0.0005)), note: 'maximum size, random', large: true },
    { input: grid(cut), note: 'maximum size, winding corridor cut in the middle', large: true },
  ];
}
