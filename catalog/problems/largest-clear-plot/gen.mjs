import { grid } from '../../lib/format.mjs';

function field(rng, r, c, rockChance) {
  return Array.from({ length: r }, () =>
    Array.from({ length: c }, () => (rng.bool(rockChance) ? '#' : '.')).join(''),
  );
}

export default function generate(rng) {
  const open = field(rng, 400, 400, 0);
  open[200] = `${open[200].slice(0, 399)}#`;
  return [
    { input: grid(['.']), note: 'single clear cell', hidden: false },
    { input: grid(['#']), note: 'single rock', hidden: false },
    { input: grid(['....#....']), note: 'one row' },
    { input: grid(['.', '.', '#', '.']), note: 'one column' },
    { input: grid(['#.#', '.#.', '#.#']), note: 'checkerboard' },
    { input: grid(field(rng, 6, 7, 0.25)), note: 'small random' },
    { input: grid(field(rng, 100, 120, 0.05)), note: 'random, few rocks' },
    { input: grid(field(rng, 150, 150, 0.5)), note: 'random, many rocks' },
    { input: grid(field(rng, 400, 400, 0.001)), note: 'maximum size, almost open', large: true },
    { input: grid(open), note: 'maximum size, one rock', large: true },
  ];
}
