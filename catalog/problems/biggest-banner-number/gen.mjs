import { array } from '../../lib/format.mjs';

/** Numbers built from few digits so that many share prefixes (3, 30, 303, 34, 343, ...). */
function prefixy(rng, n) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const len = rng.int(1, 9);
    let s = rng.pick(['3', '9', '1']);
    for (let k = 1; k < len; k++) s += rng.pick(['0', '3', '4', s[0]]);
    out.push(Number(s));
  }
  return out;
}

export default function generate(rng) {
  const B = 1e9;
  return [
    { input: array([0]), note: 'single zero', hidden: false },
    { input: array([B]), note: 'single largest tile' },
    { input: array([10, 2]), note: 'value order is wrong (10 before 2)', hidden: false },
    { input: array([0, 0, 1]), note: 'zeros and a one' },
    { input: array([121, 12]), note: '12 before 121' },
    { input: array([8, 89, 898, 8989]), note: 'shared prefixes' },
    { input: array([5, 5, 5, 55, 555]), note: 'duplicates of a single digit' },
    { input: array(rng.array(20, 0, 100)), note: 'small random' },
    { input: array(prefixy(rng, 1000)), note: 'many shared prefixes', large: true },
    { input: array(rng.array(10000, 0, B)), note: 'maximum size, random', large: true },
    { input: array(prefixy(rng, 10000)), note: 'maximum size, shared prefixes', large: true },
    { input: array(new Array(10000).fill(0)), note: 'maximum size, all zero', large: true },
  ];
}
