import { tree } from '../../lib/format.mjs';
import { treeToLevelOrder } from '../../lib/random.mjs';

const V = 1000000;

/** A BST (as nodes) built by inserting the keys in order; returns the root. */
function insertAll(keys) {
  let root = null;
  for (const val of keys) {
    const node = { val, left: null, right: null };
    if (!root) {
      root = node;
      continue;
    }
    let cur = root;
    for (;;) {
      const side = val < cur.val ? 'left' : 'right';
      if (!cur[side]) {
        cur[side] = node;
        break;
      }
      cur = cur[side];
    }
  }
  return root;
}

/**
 * Breaks the tree far from the parent: finds the deepest node X that is the right child of P, where
 * P is the left child of G, and X has no right child; sets X = G + 1 (larger than its whole branch
 * allows, yet still larger than P and than its left child). Returns false if no such X exists.
 */
function breakDeep(root) {
  let best = null;
  const stack = [[root, null, null, 0]];
  while (stack.length) {
    const [node, parent, grand, depth] = stack.pop();
    if (parent && grand && grand.left === parent && parent.right === node && !node.right) {
      if (!best || depth > best[1]) best = [node, depth, grand];
    }
    if (node.left) stack.push([node.left, node, parent, depth + 1]);
    if (node.right) stack.push([node.right, node, parent, depth + 1]);
  }
  if (!best) return false;
  best[0].val = best[2].val + 1;
  return true;
}

/** Breaks the tree locally: some left child becomes equal to its parent. */
function breakLocal(rng, root) {
  const nodes = [root];
  for (let i = 0; i < nodes.length; i++) {
    if (nodes[i].left) nodes.push(nodes[i].left);
    if (nodes[i].right) nodes.push(nodes[i].right);
  }
  const withLeft = nodes.filter((x) => x.left);
  const node = rng.pick(withLeft);
  node.left.val = node.val;
}

const enc = (root) => tree(treeToLevelOrder(root));

export default function generate(rng) {
  const keys = (n) => rng.distinct(n, -V, V);
  const deep1 = insertAll(keys(10000));
  breakDeep(deep1);
  const deep2 = insertAll(keys(3000));
  breakDeep(deep2);
  const local = insertAll(keys(5000));
  breakLocal(rng, local);
  const small = insertAll(keys(12));
  const smallDeep = insertAll([50, 20, 80, 10, 30, 25, 90]);
  breakDeep(smallDeep);
  const sorted = keys(10000).sort((a, b) => a - b);
  return [
    { input: 'null\n', note: 'empty tree', hidden: false, kind: 'edge' },
    { input: tree(['-1000000']), note: 'a single node', kind: 'edge' },
    { input: tree(['5', 'null', '5']), note: 'equal right child', kind: 'edge' },
    { input: tree(['2', '1', '3']), note: 'three nodes, valid' },
    {
      input: tree(['10', '5', '15', 'null', 'null', '6', '20']),
      note: 'right subtree holds a value below the root',
    },
    { input: `${enc(small)}\n`, note: 'small random BST' },
    { input: `${enc(smallDeep)}\n`, note: 'small, violation two levels down' },
    { input: `${enc(insertAll(sorted))}\n`, note: 'maximum size, right chain, valid', large: true },
    { input: `${enc(deep1)}\n`, note: 'maximum size, random shape, deep violation', large: true },
    { input: `${enc(deep2)}\n`, note: 'random shape, deep violation', large: true },
    { input: `${enc(local)}\n`, note: 'random shape, duplicate child value', large: true },
    { input: `${enc(insertAll(keys(10000)))}\n`, note: 'maximum size, random BST, valid', large: true },
  ];
}
