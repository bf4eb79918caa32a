import { lines, row } from '../../lib/format.mjs';

const test = (reach) => lines(String(reach.length), row(reach));

/** m ranges, mostly in [0, hi], a few long ones up to longHi. */
function ranges(rng, m, hi, longRate = 0, longHi = 0) {
  return Array.from({ length: m }, () => (rng.bool(longRate) ? rng.int(0, longHi) : rng.int(0, hi)));
}

export default function generate(rng) {
  const M = 100000;
  const ones = new Array(60000).fill(1);
  // The decisive test: short ranges, so the answer is about m/2 and a rescan per step costs m.
  const shortRandom = ranges(rng, M, 2);
  for (let i = 0; i < M; i += 2) shortRandom[i] = Math.max(shortRandom[i], 1); // keep it coverable
  return [
    { input: test([0, 0]), note: 'two dry sprinklers', hidden: false },
    { input: test([1, 0]), note: 'smallest bed, one sprinkler enough', hidden: false },
    { input: test([0, 0, 0, 0, 100000]), note: 'one huge range at the far end' },
    { input: test([0, 0, 0, 1, 0]), note: 'the left end stays dry' },
    { input: test([0, 1, 0, 0, 0, 2]), note: 'stretches [0, 2] and [3, 5]: a gap' },
    { input: test(new Array(2000).fill(0)), note: 'every range zero' },
    { input: test(ranges(rng, 30, 3)), note: 'small random' },
    { input: test(ranges(rng, 3000, 4)), note: 'random short ranges' },
    { input: test(ranges(rng, 3000, 1, 0.02, 300)), note: 'random, a few long ranges' },
    { input: test(ranges(rng, 3000, 0, 0.3, 40)), note: 'random, many zero ranges' },
    { input: test(ones), note: 'every range 1: the answer is m/2', large: true },
    { input: test(shortRandom), note: 'maximum size, short random ranges', large: true },
  ];
}
