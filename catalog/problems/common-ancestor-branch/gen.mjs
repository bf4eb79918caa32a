import { lines, tree } from '../../lib/format.mjs';
import { levelOrderToTree } from '../../lib/random.mjs';

/** A random tree of n nodes with distinct values in [-10^5, 10^5]. */
function randomTree(rng, n, shape) {
  const values = rng.distinct(n, -1e5, 1e5);
  return rng.binaryTree(n, (i) => values[i], shape);
}

/** All node values of a level-order token list, in level order. */
const valuesOf = (tokens) => tokens.filter((t) => t !== 'null').map(Number);

/** Values of the first and the last node on the deepest level. */
function extremes(tokens) {
  const root = levelOrderToTree(tokens);
  let level = [root];
  for (;;) {
    const next = [];
    for (const node of level) {
      if (node.left) next.push(node.left);
      if (node.right) next.push(node.right);
    }
    if (next.length === 0) return [level[0].val, level[level.length - 1].val];
    level = next;
  }
}

const ask = (tokens, p, q) => lines(tree(tokens), `${p} ${q}`);

export default function generate(rng) {
  const pickTwo = (tokens) => {
    const vals = valuesOf(tokens);
    return [rng.pick(vals), rng.pick(vals)];
  };
  const small = randomTree(rng, 15, 'random');
  const mid = randomTree(rng, 500, 'random');
  const complete = randomTree(rng, 10000, 'complete');
  const chain = randomTree(rng, 10000, 'zigzag');
  const big = randomTree(rng, 10000, 'random');
  const chainVals = valuesOf(chain);
  return [
    { input: ask(['42'], 42, 42), note: 'single node', hidden: false },
    { input: ask(['1', '2', '3'], 2, 3), note: 'two children of the root', hidden: false },
    { input: ask(['1', '2', '3'], 3, 1), note: 'one node is the root' },
    { input: ask(['-5', '-100000', 'null', '100000'], 100000, -100000), note: 'extreme values on a chain' },
    { input: ask(small, ...pickTwo(small)), note: 'small random' },
    { input: ask(small, ...extremes(small)), note: 'small random, deepest nodes far apart' },
    { input: ask(mid, ...pickTwo(mid)), note: 'random, 500 nodes' },
    { input: ask(mid, ...extremes(mid)), note: 'random, 500 nodes, deepest level ends' },
    {
      input: ask(complete, ...extremes(complete)),
      note: 'maximum size, complete, opposite corners',
      large: true,
    },
    {
      input: ask(chain, chainVals[chainVals.length - 1], chainVals[chainVals.length - 2]),
      note: 'maximum size, zigzag chain, bottom pair',
      large: true,
    },
    { input: ask(big, ...extremes(big)), note: 'maximum size, random shape', large: true },
    { input: ask(big, ...pickTwo(big)), note: 'maximum size, random pair', large: true },
  ];
}
