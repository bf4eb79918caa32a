import { graph, lines } from '../../lib/format.mjs';

const trip = (n, flights, src, dst, k) => graph(n, flights) + lines(`${src} ${dst} ${k}`);

/**
 * A trap for shortest-path-without-limit: a cheap chain 0 -> 1 -> ... -> n-1 (price 1 each) and
 * pricier shortcuts that skip ahead, so the cheapest route needs many flights.
 */
function chainWithShortcuts(rng, n, shortcuts) {
  const flights = [];
  for (let i = 0; i + 1 < n; i++) flights.push([i, i + 1, 1]);
  for (let s = 0; s < shortcuts; s++) {
    const u = rng.int(0, n - 2);
    const v = rng.int(u + 1, n - 1);
    flights.push([u, v, rng.int(v - u, 10 * (v - u))]);
  }
  return rng.shuffle(flights);
}

/** A layered network: `layers` groups of `width` airports, every flight goes to the next layer. */
function layered(rng, layers, width, pricesHi) {
  const flights = [];
  const id = (l, i) => 1 + l * width + i; // airport 0 is the start, the last one the goal
  const n = 2 + layers * width;
  for (let i = 0; i < width; i++) flights.push([0, id(0, i), rng.int(1, pricesHi)]);
  for (let l = 0; l + 1 < layers; l++) {
    for (let i = 0; i < width; i++) {
      for (let j = 0; j < width; j++) flights.push([id(l, i), id(l + 1, j), rng.int(1, pricesHi)]);
    }
  }
  for (let i = 0; i < width; i++) flights.push([id(layers - 1, i), n - 1, rng.int(1, pricesHi)]);
  return [n, rng.shuffle(flights)];
}

export default function generate(rng) {
  const [ln, lf] = layered(rng, 6, 7, 100);
  const [bn, bf] = layered(rng, 12, 14, 10000);
  return [
    { input: trip(2, [[0, 1, 7]], 0, 1, 0), note: 'one direct flight', hidden: false },
    { input: trip(2, [[1, 0, 7]], 0, 1, 1), note: 'flight in the wrong direction' },
    {
      input: trip(
        3,
        [
          [0, 1, 1],
          [1, 2, 1],
          [0, 2, 10000],
        ],
        0,
        2,
        0,
      ),
      note: 'k = 0 forces the expensive direct flight',
    },
    {
      input: trip(
        3,
        [
          [0, 2, 9],
          [0, 2, 4],
          [0, 1, 1],
          [1, 2, 1],
        ],
        0,
        2,
        1,
      ),
      note: 'parallel flights',
    },
    {
      input: trip(
        4,
        [
          [0, 1, 1],
          [1, 0, 1],
          [1, 2, 5],
          [2, 3, 5],
        ],
        0,
        3,
        1,
      ),
      note: 'a cycle does not help',
    },
    { input: trip(8, rng.graph(8, 20, { directed: true, weights: [1, 50] }), 0, 7, 2), note: 'small random' },
    { input: trip(ln, lf, 0, ln - 1, 6), note: 'layered network, exactly enough stopovers' },
    { input: trip(ln, lf, 0, ln - 1, 5), note: 'layered network, one stopover short' },
    {
      input: trip(200, chainWithShortcuts(rng, 200, 800), 0, 199, 20),
      note: 'cheap long chain versus shortcuts',
      large: true,
    },
    {
      input: trip(300, rng.graph(300, 3000, { directed: true, weights: [1, 10000] }), 5, 290, 299),
      note: 'maximum size, random, k = n - 1',
      large: true,
    },
    {
      input: trip(300, chainWithShortcuts(rng, 300, 2701), 0, 299, 150),
      note: 'maximum size, chain with shortcuts',
      large: true,
    },
    { input: trip(bn, bf, 0, bn - 1, 12), note: 'dense layered network', large: true },
  ];
}
