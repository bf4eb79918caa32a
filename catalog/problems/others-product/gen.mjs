import { array } from '../../lib/format.mjs';

export default function generate(rng) {
  const B = 1e9;
  const MOD = 1e9 + 7;
  const N = 30000;
  const withZero = rng.array(20000, 1, 99);
  withZero[rng.int(0, 19999)] = 0;
  return [
    { input: array([3, 7]), note: 'two fields', hidden: false },
    { input: array([0, 0]), note: 'two zeros', hidden: false },
    { input: array([0, 5, 6]), note: 'one zero first' },
    { input: array([B, B, B]), note: 'maximum factors, reduction needed' },
    { input: array([MOD - 1 - 6, 1, 2]), note: 'factor close to the modulus' },
    { input: array([1, 1, 1, 1, 1]), note: 'all ones' },
    { input: array(rng.array(12, 0, 9)), note: 'small random with zeros' },
    { input: array(rng.array(500, 0, B)), note: 'random, 500 fields' },
    { input: array(rng.array(3000, 1, B)), note: 'random, 3000 fields, full range' },
    { input: array(rng.array(N, 1, 99)), note: 'maximum size, small factors', large: true },
    { input: array(withZero), note: '2·10^4 fields, exactly one zero', large: true },
  ];
}
