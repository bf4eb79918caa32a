/** Small road maps: up to 8 junctions; empty, complete, star, single-road and random shapes. */
export default function small(rng, index) {
  const n = index % 7 === 0 ? 2 : rng.int(2, 8);
  const maxEdges = (n * (n - 1)) / 2;
  const shape = index % 5;
  let m;
  if (shape === 0) m = 0;
  else if (shape === 1) m = maxEdges;
  else if (shape === 2) m = Math.min(1, maxEdges);
  else m = rng.int(0, maxEdges);
  const edges = shape === 4 && n > 2 ? star(rng, n) : rng.graph(n, m);
  const lines = [`${n} ${edges.length}`, ...edges.map(([u, v]) => `${u} ${v}`)];
  return `${lines.join('\n')}\n`;
}

/** A star (hub joined to every other junction) minus a few random spokes, plus a few extra roads. */
function star(rng, n) {
  const hub = rng.int(0, n - 1);
  const seen = new Set();
  const edges = [];
  const add = (u, v) => {
    const key = Math.min(u, v) * n + Math.max(u, v);
    if (u === v || seen.has(key)) return;
    seen.add(key);
    edges.push(rng.bool() ? [u, v] : [v, u]);
  };
  for (let v = 0; v < n; v++) if (rng.bool(0.8)) add(hub, v);
  for (let k = rng.int(0, 3); k > 0; k--) add(rng.int(0, n - 1), rng.int(0, n - 1));
  return rng.shuffle(edges);
}
