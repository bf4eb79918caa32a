/** Small strictly increasing logs: empty, one ping, gaps near 3000 (2999/3000/3001), dense, sparse. */
export default function small(rng, index) {
  if (index === 0) return '0\n\n';
  const n = index === 1 ? 1 : rng.int(1, 14);
  const times = [];
  let t = index % 5 === 2 ? rng.int(999900000, 999940000) : rng.int(1, 5000);
  for (let i = 0; i < n; i++) {
    times.push(t);
    const kind = rng.int(0, 3);
    if (kind === 0) t += rng.pick([2999, 3000, 3001, 1500, 1]);
    else if (kind === 1) t += rng.int(1, 800);
    else t += rng.int(1, 4000);
  }
  return `${n}\n${times.join(' ')}\n`;
}
