import { lines } from '../../lib/format.mjs';

const test = (values) => lines(String(values.length), values);

export default function generate(rng) {
  const alternating = [];
  for (let v = 1, k = 0; v < 2 ** 31; k++) {
    alternating.push(v);
    v = k % 2 === 0 ? v * 2 : v * 2 + 1;
  }
  const mixed = Array.from({ length: 4000 }, () =>
    rng.bool(0.3) ? rng.pick(alternating) : rng.int(1, 2 ** 31 - 1),
  );
  return [
    { input: test([1]), note: 'single lamp', hidden: false },
    { input: test([2147483647]), note: 'all 31 bits set', hidden: false },
    { input: test([1431655765, 715827882]), note: 'the longest alternating patterns' },
    { input: test([3, 6, 9, 12]), note: 'short non-alternating' },
    { input: test(alternating), note: 'every alternating number below 2^31' },
    { input: test(alternating.map((v) => v + 1)), note: 'one above each alternating number' },
    { input: test(Array.from({ length: 31 }, (_, i) => 2 ** i)), note: 'powers of two' },
    { input: test(Array.from({ length: 64 }, (_, i) => i + 1)), note: '1 to 64' },
    { input: test(Array.from({ length: 20 }, () => rng.int(1, 100))), note: 'small random' },
    { input: test(mixed), note: '4000 mixed values', large: true },
  ];
}
