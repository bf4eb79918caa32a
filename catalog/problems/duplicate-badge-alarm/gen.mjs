import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const B = 1e9;
  const distinctBig = rng.distinct(20000, -B, B);
  const withLateDup = rng.distinct(19999, -1e6, 1e6);
  withLateDup.push(withLateDup[0]);
  const withLateDup2 = rng.distinct(5000, -B, B);
  withLateDup2.splice(rng.int(0, 4999), 0, withLateDup2[rng.int(0, 4999)]);
  return [
    { input: array([]), note: 'no scans at all', hidden: false },
    { input: array([42]), note: 'single badge', hidden: false },
    { input: array([9, 9]), note: 'two equal badges' },
    { input: array([-B, B]), note: 'extreme values, distinct' },
    { input: array([B, -3, B]), note: 'extreme value repeated' },
    { input: array([0, -0, 1]), note: 'zero twice' },
    { input: array(rng.distinct(10, -50, 50)), note: 'small, distinct' },
    { input: array(new Array(1000).fill(-7)), note: 'all equal' },
    { input: array(rng.array(2000, 1, 3000)), note: 'random, many collisions' },
    { input: array(withLateDup2), note: 'one duplicate hidden in the middle' },
    { input: array(distinctBig), note: 'maximum size, all distinct' },
    { input: array(withLateDup), note: 'maximum size, duplicate at both ends, values up to 10^6' },
  ];
}
