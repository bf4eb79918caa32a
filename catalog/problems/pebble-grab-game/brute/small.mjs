/** Small games: piles up to 60, takes up to 12. */
export default function small(rng) {
  const q = rng.int(1, 8);
  const lines = [String(q)];
  for (let i = 0; i < q; i++) lines.push(`${rng.int(1, 60)} ${rng.int(1, 12)}`);
  return `${lines.join('\n')}\n`;
}
