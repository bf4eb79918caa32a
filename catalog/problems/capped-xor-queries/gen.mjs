import { lines, row } from '../../lib/format.mjs';

const stock = (codes, requests) =>
  lines(
    `${codes.length} ${requests.length}`,
    row(codes),
    requests.map(([x, m]) => `${x} ${m}`),
  );

export default function generate(rng) {
  const V = 1000000;
  /** q random requests with keys in [0, xMax] and caps in [0, mMax]. */
  const requests = (q, xMax, mMax) => Array.from({ length: q }, () => [rng.int(0, xMax), rng.int(0, mMax)]);
  return [
    {
      input: stock(
        [5],
        [
          [5, 5],
          [5, 4],
        ],
      ),
      note: 'one code: on the cap and just above it',
      hidden: false,
      kind: 'edge',
    },
    {
      input: stock(
        [0, 0, 0],
        [
          [0, 0],
          [V, V],
        ],
      ),
      note: 'only zero codes',
      hidden: false,
      kind: 'edge',
    },
    {
      input: stock(
        [V, V - 1, 524288],
        [
          [0, V],
          [V, V],
          [524287, 524288],
          [V, 0],
          [1048575 - V, V - 1],
        ],
      ),
      note: 'the largest values and 2^19',
      kind: 'edge',
    },
    { input: stock([7, 7, 7, 7], requests(10, 15, 10)), note: 'duplicate codes', kind: 'edge' },
    {
      input: stock([100, 200, 300], requests(8, 50, 99)),
      note: 'every cap below all codes: all -1',
      kind: 'edge',
    },
    { input: stock(rng.array(8, 0, 31), requests(12, 31, 31)), note: 'small random' },
    { input: stock(rng.array(500, 0, 1000), requests(500, 1023, 1000)), note: 'random, small values' },
    { input: stock(rng.array(2000, 0, V), requests(2000, V, V)), note: 'random, full range' },
    { input: stock(rng.array(3000, 0, V), requests(3000, V, 20000)), note: 'small caps: few codes allowed' },
    {
      input: stock(rng.array(30000, 0, V), requests(10000, V, V)),
      note: '3·10^4 codes, 10^4 requests with random caps',
      large: true,
    },
    {
      input: stock(
        rng.array(20000, 0, V),
        requests(6000, V, V).map(([x]) => [x, V]),
      ),
      note: 'every cap allows every code',
      large: true,
    },
  ];
}
