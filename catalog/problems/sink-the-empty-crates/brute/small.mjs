/** Short belts: empty, all zeros, no zeros, zeros in front, duplicates and negatives, extremes. */
export default function small(rng, index) {
  if (index === 0) return '0\n\n';
  const n = index === 1 ? 1 : rng.int(1, 14);
  let row;
  const shape = index % 5;
  if (shape === 1) row = new Array(n).fill(0);
  else if (shape === 2) row = Array.from({ length: n }, () => rng.pick([-1000000, 1000000, rng.int(1, 9)]));
  else if (shape === 3) {
    const zeros = rng.int(0, n);
    row = [...new Array(zeros).fill(0), ...rng.array(n - zeros, -3, 3)];
  } else row = Array.from({ length: n }, () => (rng.bool(0.4) ? 0 : rng.int(-5, 5)));
  return `${n}\n${row.join(' ')}\n`;
}
