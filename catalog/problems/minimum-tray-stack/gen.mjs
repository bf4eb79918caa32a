import { lines } from '../../lib/format.mjs';

const X = 100000;

/**
 * q valid random operations. weights: relative chances of [push, pop, top, min];
 * value(size) gives the tag of a push onto a stack of the given size.
 */
function randomOps(rng, q, weights, value = () => rng.int(-X, X)) {
  const total = weights.reduce((a, b) => a + b, 0);
  const ops = [];
  let size = 0;
  for (let i = 0; i < q; i++) {
    let r = rng.int(0, total - 1);
    let kind = 0;
    while (r >= weights[kind]) r -= weights[kind++];
    if (kind === 0 || size === 0) {
      ops.push(`push ${value(size)}`);
      size++;
    } else if (kind === 1) {
      ops.push('pop');
      size--;
    } else ops.push(kind === 2 ? 'top' : 'min');
  }
  return lines(String(q), ops);
}

/** Push a descending run of h tags (each a new minimum), then pop and ask min after each pop. */
function staircase(h) {
  const ops = [];
  for (let i = 0; i < h; i++) ops.push(`push ${X - 2 * i}`);
  for (let i = 0; i < h - 1; i++) ops.push('pop', 'min');
  return lines(String(ops.length), ops);
}

export default function generate(rng) {
  return [
    {
      input: lines('3', 'push -100000', 'top', 'min'),
      note: 'one tray, extreme tag',
      hidden: false,
      kind: 'edge',
    },
    {
      input: lines('6', 'push 7', 'push 7', 'push 7', 'min', 'pop', 'min'),
      note: 'duplicates of the minimum',
      kind: 'edge',
    },
    {
      input: lines('7', 'push 1', 'pop', 'push 9', 'min', 'top', 'pop', 'push 100000'),
      note: 'stack emptied and refilled',
      kind: 'edge',
    },
    {
      input: lines('8', 'push 3', 'push 1', 'push 2', 'min', 'pop', 'pop', 'min', 'top'),
      note: 'minimum popped from the middle',
    },
    { input: randomOps(rng, 15, [3, 1, 1, 2], () => rng.int(-5, 5)), note: 'small random, many duplicates' },
    { input: randomOps(rng, 300, [2, 2, 1, 2]), note: 'random, 300 operations' },
    {
      input: randomOps(rng, 3000, [3, 1, 1, 1], (s) => X - s),
      note: 'increasing pushes, minimum at the bottom',
    },
    { input: staircase(1000), note: 'descending pushes, minimum changes on every pop' },
    {
      input: randomOps(rng, 20000, [6, 1, 1, 2], () => rng.int(-9999, 9999)),
      note: 'maximum q, tall stack, many min queries',
      large: true,
    },
    { input: staircase(6667), note: 'maximum q, staircase', large: true },
    {
      input: randomOps(rng, 20000, [2, 2, 1, 1], () => rng.int(-3, 3)),
      note: 'maximum q, tiny tags',
      large: true,
    },
  ];
}
