import { lines, matrix } from '../../lib/format.mjs';

const ask = (tray, r2, c2) => matrix(tray) + lines(`${r2} ${c2}`);
const tray = (rng, r, c) => Array.from({ length: r }, () => rng.array(c, -1000, 1000));

export default function generate(rng) {
  return [
    { input: ask([[5]], 1, 1), note: 'a single cell', hidden: false },
    { input: ask(tray(rng, 2, 3), 2, 3), note: 'same shape' },
    { input: ask(tray(rng, 3, 4), 1, 12), note: 'into one row' },
    { input: ask(tray(rng, 3, 4), 12, 1), note: 'into one column' },
    { input: ask(tray(rng, 3, 4), 5, 2), note: 'too few cells' },
    { input: ask(tray(rng, 3, 4), 7, 2), note: 'too many cells' },
    { input: ask(tray(rng, 1, 1), 100000, 100000), note: 'huge target: no match (product 10^10)' },
    { input: ask(tray(rng, 6, 10), 4, 15), note: 'six by ten into four by fifteen' },
    { input: ask(tray(rng, 100, 100), 400, 25), note: 'maximum size', large: true },
    { input: ask(tray(rng, 100, 100), 99, 101), note: 'maximum size, mismatch by a few cells', large: true },
    { input: ask(tray(rng, 60, 90), 45, 120), note: 'awkward factors' },
  ];
}
