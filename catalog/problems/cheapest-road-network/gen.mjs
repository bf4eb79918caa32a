import { graph } from '../../lib/format.mjs';

export default function generate(rng) {
  const W = 1e4;
  const connected = (n, m, wMax = W) => graph(n, rng.graph(n, m, { connected: true, weights: [1, wMax] }));
  return [
    { input: graph(1, []), note: 'a single village: nothing to pave', hidden: false },
    { input: graph(2, []), note: 'two villages, no track', hidden: false },
    {
      input: graph(2, [
        [0, 1, 9],
        [1, 0, 4],
      ]),
      note: 'parallel tracks',
    },
    {
      input: graph(3, [
        [0, 1, W],
        [1, 2, W],
        [0, 2, W],
      ]),
      note: 'triangle of maximum costs',
    },
    {
      input: graph(4, [
        [0, 1, 1],
        [0, 2, 1],
        [0, 3, 1],
        [1, 2, 1],
      ]),
      note: 'all equal costs',
    },
    {
      input: graph(5, [
        [0, 1, 3],
        [1, 2, 3],
        [3, 4, 1],
      ]),
      note: 'two separate parts',
    },
    { input: connected(8, 14, 20), note: 'small random' },
    { input: connected(200, 600), note: 'random, 200 villages' },
    {
      input: graph(1000, rng.graph(1000, 1200, { weights: [1, W] })),
      note: 'random sparse, likely disconnected',
    },
    { input: connected(3000, 9000, 50), note: 'random, small costs with many ties' },
    { input: connected(10000, 20000), note: 'maximum size', large: true },
    { input: connected(10000, 12000, 100), note: 'maximum n, small costs', large: true },
  ];
}
