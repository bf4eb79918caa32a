/** Small shelves: empty, one book, codes at the extremes, queries on, between and outside codes. */
export default function small(rng, index) {
  const n = index === 0 ? 0 : index === 1 ? 1 : rng.int(0, 10);
  const span = rng.pick([12, 100, 1000000]);
  const codes = rng.distinct(n, -span, span).sort((a, b) => a - b);
  const q = rng.int(1, 8);
  const xs = [];
  for (let i = 0; i < q; i++) {
    if (n > 0 && rng.bool(0.4)) xs.push(rng.pick(codes) + rng.int(-1, 1));
    else xs.push(rng.int(-span - 2, span + 2));
  }
  const clamped = xs.map((x) => Math.max(-1000000, Math.min(1000000, x)));
  return `${n}\n${codes.join(' ')}\n${q}\n${clamped.join('\n')}\n`;
}
