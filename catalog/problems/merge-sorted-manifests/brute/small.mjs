/** Small sorted manifests: either or both empty, duplicates across both, negative weights, extremes. */
export default function small(rng, index) {
  const sizes = [
    [0, 0],
    [0, 3],
    [2, 0],
  ];
  const [n, m] = index < sizes.length ? sizes[index] : [rng.int(0, 8), rng.int(0, 8)];
  const span = rng.pick([2, 10, 1000000]);
  const one = rng.array(n, -span, span).sort((a, b) => a - b);
  const two = rng.array(m, -span, span).sort((a, b) => a - b);
  return `${n}\n${one.join(' ')}\n${m}\n${two.join(' ')}\n`;
}
