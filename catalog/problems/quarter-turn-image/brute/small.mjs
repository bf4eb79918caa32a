/** Small square images: 1 × 1, 2 × 2, odd and even sizes, constant and random pixels. */
export default function small(rng, index) {
  const n = index < 3 ? index + 1 : rng.int(1, 9);
  const hi = index % 4 === 3 ? 0 : index % 4 === 1 ? 3 : 255;
  const rows = [];
  for (let i = 0; i < n; i++) rows.push(rng.array(n, 0, hi).join(' '));
  return `${n} ${n}\n${rows.join('\n')}\n`;
}
