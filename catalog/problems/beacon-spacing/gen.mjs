import { lines, row } from '../../lib/format.mjs';

const coast = (sites, c) => lines(`${sites.length} ${c}`, row(sites));

export default function generate(rng) {
  const B = 10 ** 9;
  const even = Array.from({ length: 1000 }, (_, i) => i * 7);
  return [
    { input: coast([1000, 0], 2), note: 'two sites, both used', hidden: false, kind: 'edge' },
    { input: coast([6, 5], 2), note: 'two adjacent sites', hidden: false, kind: 'edge' },
    { input: coast([3, 1, 2, 4, 5], 5), note: 'every site used: the smallest gap', kind: 'edge' },
    { input: coast([0, 1, 2, 3, 1000], 3), note: 'a far outlier', kind: 'edge' },
    { input: coast(rng.shuffle(even.slice()), 100), note: 'evenly spaced sites', kind: 'edge' },
    { input: coast(rng.distinct(12, 0, 60), 4), note: 'small random' },
    { input: coast(rng.distinct(2000, 0, 100000), 300), note: 'random, many beacons' },
    { input: coast(rng.distinct(5000, 0, B), 7), note: 'random, few beacons, wide coast', large: true },
    { input: coast([0, B], 2), note: 'two sites at the extremes', kind: 'edge', large: true },
    {
      input: coast(rng.distinct(20000, 0, B), 2),
      note: 'two beacons over 10^9 metres: the answer is about 10^9',
      large: true,
    },
    {
      input: coast(rng.distinct(50000, 0, 1000000), 10),
      note: 'maximum n, ten beacons, answer about 10^5',
      large: true,
    },
    { input: coast(rng.distinct(10000, 0, B), 10000), note: 'every site used, wide coast', large: true },
    { input: coast(rng.distinct(10000, 0, B), 1000), note: 'a thousand beacons, wide coast', large: true },
  ];
}
