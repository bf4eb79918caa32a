import { graph } from '../../lib/format.mjs';

/**
 * A village of n with an elder (unless spoil says otherwise) plus `extra` random statements among
 * the others. spoil: 'none' | 'missing' (one villager does not vouch for the elder) |
 * 'talks' (the elder vouches for someone).
 */
function village(rng, n, extra, spoil = 'none') {
  const elder = rng.int(0, n - 1);
  const edges = [];
  const seen = new Set();
  const add = (a, b) => {
    if (a === b || seen.has(a * n + b)) return false;
    seen.add(a * n + b);
    edges.push([a, b]);
    return true;
  };
  const skip = spoil === 'missing' ? (elder + 1 + rng.int(0, n - 2)) % n : -1;
  for (let v = 0; v < n; v++) if (v !== elder && v !== skip) add(v, elder);
  if (spoil === 'talks') add(elder, (elder + 1 + rng.int(0, n - 2)) % n);
  let placed = 0;
  while (placed < extra) {
    const a = rng.int(0, n - 1);
    const b = rng.int(0, n - 1);
    if (a !== elder && b !== elder && add(a, b)) placed++;
  }
  return graph(n, rng.shuffle(edges));
}

export default function generate(rng) {
  // Everyone vouches for everyone: nobody vouches for nobody.
  const full = [];
  for (let a = 0; a < 6; a++) for (let b = 0; b < 6; b++) if (a !== b) full.push([a, b]);
  return [
    { input: graph(2, [[1, 0]]), note: 'two villagers, elder 0', hidden: false, kind: 'edge' },
    { input: graph(2, []), note: 'two villagers, no statements', kind: 'edge' },
    {
      input: graph(2, [
        [0, 1],
        [1, 0],
      ]),
      note: 'mutual vouching',
      kind: 'edge',
    },
    { input: graph(6, full), note: 'complete graph, no elder' },
    { input: village(rng, 7, 5), note: 'small village with an elder' },
    { input: village(rng, 7, 5, 'talks'), note: 'the candidate vouches for someone' },
    { input: village(rng, 50, 300, 'missing'), note: 'one villager withholds' },
    { input: graph(100, rng.graph(100, 600, { directed: true })), note: 'random statements, 100 villagers' },
    { input: village(rng, 5000, 0), note: 'maximum n, star into the elder', large: true },
    { input: village(rng, 5000, 15000, 'missing'), note: 'maximum size, one vote missing', large: true },
    { input: village(rng, 5000, 15001), note: 'maximum size with an elder', large: true },
  ];
}
