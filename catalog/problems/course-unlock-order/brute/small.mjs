/** Small rule sets (n up to 9): acyclic ones (often), cyclic ones, repeated rules, no rules. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 9);
  const maxDag = (n * (n - 1)) / 2;
  let edges;
  if (index % 4 === 3 && n >= 2) {
    const m = rng.int(1, Math.min(n * (n - 1), 14));
    edges = rng.graph(n, m, { directed: true });
  } else {
    const m = index % 6 === 1 ? 0 : rng.int(0, Math.min(maxDag, 14));
    edges = rng.graph(n, m, { dag: true });
    if (n >= 2 && index % 5 === 2) {
      // close one cycle on purpose
      const [a, b] = rng.pick(edges.length ? edges : [[0, 1]]);
      edges.push([b, a]);
    }
  }
  if (edges.length && rng.bool(0.3)) edges.push(rng.pick(edges).slice());
  rng.shuffle(edges);
  const lines = [`${n} ${edges.length}`, ...edges.map(([u, v]) => `${u} ${v}`)];
  return `${lines.join('\n')}\n`;
}
