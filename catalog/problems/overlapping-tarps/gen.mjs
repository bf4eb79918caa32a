import { lines } from '../../lib/format.mjs';

const pairs = (list) =>
  lines(
    String(list.length),
    list.map((p) => p.join(' ')),
  );

const C = 1e6;

/** A random tarp inside [-lim, lim]^2 with positive width and height. */
function tarp(rng, lim) {
  const xa = rng.int(-lim, lim - 1);
  const ya = rng.int(-lim, lim - 1);
  return [xa, ya, rng.int(xa + 1, lim), rng.int(ya + 1, lim)];
}

export default function generate(rng) {
  return [
    { input: pairs([[0, 0, 1, 1, 0, 0, 1, 1]]), note: 'identical unit tarps', hidden: false },
    {
      input: pairs([
        [0, 0, 2, 2, 2, 2, 4, 4],
        [0, 0, 2, 2, 0, 2, 2, 4],
        [0, 0, 2, 2, 1, -5, 3, 0],
      ]),
      note: 'touching at a corner or an edge',
    },
    {
      input: pairs([
        [-C, -C, C, C, -C, -C, C, C],
        [-C, -C, C, C, -C + 1, -C + 1, C - 1, C - 1],
      ]),
      note: 'the largest tarps (area 4·10^12)',
    },
    {
      input: pairs([
        [0, 0, 10, 1, 4, -5, 5, 5],
        [0, 0, 10, 10, 3, 3, 4, 4],
        [3, 3, 4, 4, 0, 0, 10, 10],
      ]),
      note: 'cross shape and containment both ways',
    },
    {
      input: pairs(Array.from({ length: 200 }, () => [...tarp(rng, 5), ...tarp(rng, 5)])),
      note: 'tiny field, many overlaps',
    },
    {
      input: pairs(Array.from({ length: 300 }, () => [...tarp(rng, 1000), ...tarp(rng, 1000)])),
      note: 'small coordinates',
    },
    {
      input: pairs(
        Array.from({ length: 300 }, () => {
          const a = tarp(rng, C);
          return rng.bool() ? [...a, ...a] : [...a, a[2], a[1], Math.min(C, a[2] + 5), a[3]];
        }),
      ),
      note: 'identical tarps or neighbours sharing an edge',
    },
    {
      input: pairs(Array.from({ length: 3000 }, () => [...tarp(rng, C), ...tarp(rng, C)])),
      note: 'maximum q, random',
      large: true,
    },
    { input: pairs([[5, 5, 6, 6, -C, -C, -C + 1, -C + 1]]), note: 'far apart' },
    { input: pairs([[0, 0, 3, 3, 1, 1, 2, 10]]), note: 'a strip sticking out' },
  ];
}
