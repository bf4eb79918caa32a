import { tree } from '../../lib/format.mjs';
import { levelOrderToTree, treeToLevelOrder } from '../../lib/random.mjs';

const pair = (a, b) => `${tree(a)}\n${tree(b)}\n`;

/** All nodes of a {val,left,right} tree in breadth-first order. */
function nodesOf(root) {
  const out = root ? [root] : [];
  for (let i = 0; i < out.length; i++) {
    if (out[i].left) out.push(out[i].left);
    if (out[i].right) out.push(out[i].right);
  }
  return out;
}

/** The same tree with one value changed (at the last node in breadth-first order when deep is true). */
function changeValue(rng, tokens, deep = false) {
  const root = levelOrderToTree(tokens);
  const nodes = nodesOf(root);
  const node = deep ? nodes[nodes.length - 1] : rng.pick(nodes);
  node.val = node.val === 1000 ? 999 : node.val + 1;
  return treeToLevelOrder(root);
}

/** The same tree with a new leaf hung under the last node in breadth-first order. */
function addLeaf(tokens, val) {
  const root = levelOrderToTree(tokens);
  const nodes = nodesOf(root);
  const node = nodes[nodes.length - 1];
  node.right = { val, left: null, right: null };
  return treeToLevelOrder(root);
}

export default function generate(rng) {
  const v = () => rng.int(-1000, 1000);
  const small = rng.binaryTree(9, v);
  const mid = rng.binaryTree(500, () => rng.int(-3, 3));
  const chain = rng.binaryTree(5000, v, 'left');
  const big = rng.binaryTree(5000, v);
  const complete = rng.binaryTree(5000, v, 'complete');
  return [
    { input: pair([], ['0']), note: 'empty original, one-node copy', hidden: false, kind: 'edge' },
    { input: pair(['-1000'], ['-1000']), note: 'single equal nodes', kind: 'edge' },
    { input: pair(['7'], ['8']), note: 'single nodes, different values', kind: 'edge' },
    { input: pair(['1', '1'], ['1', 'null', '1']), note: 'equal values, mirrored shape' },
    { input: pair(small, small), note: 'small random twins' },
    { input: pair(small, changeValue(rng, small)), note: 'small, one value changed' },
    { input: pair(mid, mid), note: 'twins with many duplicate values' },
    { input: pair(mid, addLeaf(mid, 0)), note: 'copy has one extra leaf' },
    { input: pair(chain, chain), note: 'maximum size, left chains, twins', large: true },
    {
      input: pair(chain, changeValue(rng, chain, true)),
      note: 'left chains differing at the bottom',
      large: true,
    },
    {
      input: pair(big, changeValue(rng, big, true)),
      note: 'maximum size, random shape, deepest value differs',
      large: true,
    },
    { input: pair(complete, complete), note: 'maximum size, complete trees, twins', large: true },
  ];
}
