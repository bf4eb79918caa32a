/** Short rotated shelves (every rotation, n = 1 and 2 included); queries hit codes, gaps and ends. */
export default function small(rng, index) {
  const n = index % 8 === 0 ? 1 : index % 8 === 1 ? 2 : rng.int(1, 12);
  const lim = index % 5 === 4 ? 100000 : 30;
  const sorted = rng.distinct(n, -lim, lim).sort((x, y) => x - y);
  const k = index % 6 === 2 ? 0 : rng.int(0, n - 1);
  const codes = [...sorted.slice(k), ...sorted.slice(0, k)];
  const q = rng.int(1, 12);
  const queries = [];
  for (let i = 0; i < q; i++) {
    queries.push(
      rng.bool(0.6) ? rng.pick(codes) : rng.int(Math.max(-100000, -lim - 2), Math.min(100000, lim + 2)),
    );
  }
  return `${n}\n${codes.join(' ')}\n${q}\n${queries.join('\n')}\n`;
}
