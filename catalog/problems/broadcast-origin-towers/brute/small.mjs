/** Small acyclic networks (n up to 10), sometimes with repeated links, chains, stars or no links. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : rng.int(1, 10);
  const maxEdges = (n * (n - 1)) / 2;
  const shape = index % 5;
  let m;
  if (shape === 0 || n === 1) m = 0;
  else if (shape === 1) m = maxEdges;
  else m = rng.int(0, maxEdges);
  const edges = rng.graph(n, m, { dag: true });
  if (m > 0 && rng.bool(0.4)) {
    for (let k = rng.int(1, 3); k > 0; k--) edges.push(rng.pick(edges).slice());
    rng.shuffle(edges);
  }
  const lines = [`${n} ${edges.length}`, ...edges.map(([a, b]) => `${a} ${b}`)];
  return `${lines.join('\n')}\n`;
}
