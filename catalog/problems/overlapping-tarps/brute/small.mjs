/** Pairs of tarps on a tiny grid (touching, nested, equal, apart, crossing) and some huge ones. */
export default function small(rng, index) {
  const q = rng.int(1, 8);
  const big = index % 4 === 3;
  const lo = big ? -1000000 : -4;
  const hi = big ? 1000000 : 4;
  const tarp = () => {
    const a = rng.int(lo, hi - 1);
    const b = rng.int(lo, hi - 1);
    return [a, b, rng.int(a + 1, hi), rng.int(b + 1, hi)];
  };
  const lines = [String(q)];
  for (let i = 0; i < q; i++) {
    const first = index === 0 && i === 0 ? [-1000000, -1000000, 1000000, 1000000] : tarp();
    const second = rng.bool(0.1) ? [...first] : tarp();
    lines.push([...first, ...second].join(' '));
  }
  return `${lines.join('\n')}\n`;
}
