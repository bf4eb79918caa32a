/** Small orchards (up to 13 trees): a lone tree, pairs, paths, stars, deep and random trees. */
export default function small(rng, index) {
  const n = index === 0 ? 1 : index === 1 ? 2 : rng.int(1, 13);
  const shape = rng.pick(['random', 'path', 'star', 'deep']);
  const edges = rng.treeEdges(n, shape);
  return `${n} ${n - 1}\n${edges.map(([u, v]) => `${u} ${v}\n`).join('')}`;
}
