import { array } from '../../lib/format.mjs';

/** n distinct keys from 0..n with `missing` left out, shuffled. */
function keys(rng, n, missing = rng.int(0, n)) {
  const all = [];
  for (let v = 0; v <= n; v++) if (v !== missing) all.push(v);
  return array(rng.shuffle(all));
}

export default function generate(rng) {
  return [
    { input: array([1]), note: 'n = 1, key 0 missing', hidden: false },
    { input: array([0, 1]), note: 'largest key missing' },
    { input: keys(rng, 5, 0), note: 'key 0 missing' },
    { input: keys(rng, 10, 5), note: 'middle key missing' },
    { input: array([...Array(20).keys()].map((v) => 20 - v)), note: 'descending, 0 missing' },
    { input: keys(rng, 100), note: 'random, n = 100' },
    { input: keys(rng, 1000), note: 'random, n = 1000' },
    { input: keys(rng, 20000, 20000), note: 'maximum n, largest missing' },
    { input: keys(rng, 20000, 0), note: 'maximum n, zero missing' },
    { input: keys(rng, 20000), note: 'maximum n, random missing' },
  ];
}
