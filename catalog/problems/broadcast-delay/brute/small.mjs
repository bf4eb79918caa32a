/** Small directed networks: single relay, parallel links, unreachable relays, dense graphs. */
export default function small(rng, index) {
  const n = index % 8 === 0 ? 1 : rng.int(2, 7);
  if (n === 1) return '1 0\n';
  const m = index % 5 === 1 ? rng.int(0, n - 1) : rng.int(n - 1, Math.min(3 * n, 20));
  const maxW = index % 3 === 0 ? 3 : 1000;
  const edges = [];
  for (let i = 0; i < m; i++) {
    const u = rng.int(0, n - 1);
    let v = rng.int(0, n - 2);
    if (v >= u) v += 1;
    edges.push([u, v, rng.int(1, maxW)]);
  }
  if (index % 4 === 2) {
    // Guarantee reachability with a chain from 0.
    const order = rng.permutation(n - 1, 1);
    let prev = 0;
    for (const v of order) {
      edges.push([prev, v, rng.int(1, maxW)]);
      prev = v;
    }
  }
  return `${n} ${edges.length}\n${edges.map((e) => e.join(' ')).join('\n')}\n`;
}
