import { array } from '../../lib/format.mjs';

const B = 1e9;

/** Alternating rising and falling runs of random lengths. */
function mountains(rng, n, maxRun) {
  const out = [];
  let v = rng.int(0, 1000);
  let up = rng.bool();
  while (out.length < n) {
    const len = rng.int(1, maxRun);
    for (let k = 0; k < len && out.length < n; k++) {
      v = up ? Math.min(B, v + rng.int(1, 1000)) : Math.max(0, v - rng.int(1, 1000));
      out.push(v);
    }
    up = !up;
  }
  return out;
}

export default function generate(rng) {
  const N = 20000;
  return [
    { input: array([42]), note: 'a single chef', hidden: false },
    { input: array([7, 7, 7, 7]), note: 'all scores equal: one badge each', hidden: false },
    { input: array([0, B]), note: 'two chefs, extreme scores' },
    { input: array([5, 4, 3, 2, 1]), note: 'strictly falling' },
    { input: array([1, 2, 3, 3, 2, 1]), note: 'equal peak pair' },
    { input: array([1, 2, 3, 10, 4]), note: 'short fall after a long rise: the left pass decides the peak' },
    { input: array(rng.array(30, 0, 5)), note: 'small random scores with many ties' },
    { input: array(mountains(rng, 300, 12)), note: 'random mountains' },
    { input: array(rng.array(1500, 0, B)), note: 'random scores over the full range' },
    {
      input: array(Array.from({ length: N }, (_, i) => N - i)),
      note: 'maximum n, one long falling run: the answer is n (n + 1) / 2',
      large: true,
    },
    { input: array(mountains(rng, 10000, 300)), note: 'n = 10^4, long mountains', large: true },
    {
      input: array(Array.from({ length: 10000 }, (_, i) => (i < 5000 ? i : 10000 - i + 5))),
      note: 'n = 10^4, a long rise then a shorter fall',
      large: true,
    },
  ];
}
