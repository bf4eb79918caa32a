import { lines } from '../../lib/format.mjs';

const order = (cap, kinds) =>
  lines(
    `${kinds.length} ${cap}`,
    kinds.map(([w, v]) => `${w} ${v}`),
  );

/** n random kinds with weights in [wLo, wHi] and values in [vLo, vHi]. */
function kinds(rng, n, wLo, wHi, vLo, vHi) {
  return Array.from({ length: n }, () => [rng.int(wLo, wHi), rng.int(vLo, vHi)]);
}

/** Values close to proportional to weights: the best mix depends on filling the van exactly. */
function correlated(rng, n, wLo, wHi) {
  return Array.from({ length: n }, () => {
    const w = rng.int(wLo, wHi);
    return [w, Math.min(10000, w * 3 + rng.int(0, 5))];
  });
}

export default function generate(rng) {
  const W = 20000;
  const V = 10000;
  return [
    { input: order(0, [[1, 5]]), note: 'zero capacity', hidden: false, kind: 'edge' },
    { input: order(9, [[3, 4]]), note: 'one kind, exact multiple', hidden: false, kind: 'edge' },
    { input: order(W, [[1, V]]), note: 'extreme answer: 2·10^4 sacks of 1 kg', kind: 'edge' },
    {
      input: order(W, [
        [W, V],
        [W, 1],
      ]),
      note: 'heaviest kinds, exactly one sack fits',
      kind: 'edge',
    },
    {
      input: order(11, [
        [6, 13],
        [4, 8],
        [4, 8],
      ]),
      note: 'best ratio first leaves a gap; duplicate kinds',
      kind: 'edge',
    },
    { input: order(30, kinds(rng, 8, 1, 12, 1, 60)), note: 'small random' },
    { input: order(97, correlated(rng, 10, 5, 30)), note: 'small, values near proportional' },
    { input: order(3000, kinds(rng, 40, 50, 2000, 1, V)), note: 'random, heavy kinds' },
    { input: order(W, kinds(rng, 100, 1000, W, 1, V)), note: 'maximum n and W, heavy kinds', large: true },
    {
      input: order(W, correlated(rng, 100, 1, 3000)),
      note: 'maximum n and W, near proportional',
      large: true,
    },
    { input: order(W, kinds(rng, 100, 1, 3, 1, V)), note: 'maximum n and W, light kinds', large: true },
  ];
}
