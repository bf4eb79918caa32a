import { tree } from '../../lib/format.mjs';
import { treeToLevelOrder } from '../../lib/random.mjs';

const node = (val) => ({ val, left: null, right: null });
const LIMIT = 2n ** 50n;

/** Checks the promise of the constraints (every level at most 2^50 wide) with exact BigInt spots. */
function checked(root) {
  let level = root ? [[root, 0n]] : [];
  while (level.length > 0) {
    if (level[level.length - 1][1] - level[0][1] + 1n > LIMIT) throw new Error('level wider than 2^50');
    const next = [];
    for (const [n, p] of level) {
      if (n.left) next.push([n.left, 2n * p]);
      if (n.right) next.push([n.right, 2n * p + 1n]);
    }
    level = next;
  }
  return tree(treeToLevelOrder(root));
}

/** A root with a left arm always going left and a right arm always going right, `depth` deep. */
function arms(rng, depth) {
  const root = node(rng.int(-1000, 1000));
  let l = root;
  let r = root;
  for (let d = 0; d < depth; d++) {
    l.left = node(rng.int(-1000, 1000));
    r.right = node(rng.int(-1000, 1000));
    l = l.left;
    r = r.right;
  }
  return root;
}

/** A zigzag chain of chainLen nodes whose last node carries a complete subtree of bushSize nodes. */
function chainThenBush(rng, chainLen, bushSize) {
  const root = node(rng.int(-1000, 1000));
  let cur = root;
  for (let i = 1; i < chainLen; i++) {
    const child = node(rng.int(-1000, 1000));
    if (i % 2) cur.left = child;
    else cur.right = child;
    cur = child;
  }
  const bush = [cur];
  for (let i = 1; i < bushSize; i++) {
    const child = node(rng.int(-1000, 1000));
    const parent = bush[(i - 1) >> 1];
    if (i % 2) parent.left = child;
    else parent.right = child;
    bush.push(child);
  }
  return root;
}

/** Random shape (from Rng.binaryTree) rebuilt into nodes so it can be checked. */
function randomTree(rng, n, shape = 'random') {
  const tokens = rng.binaryTree(n, () => rng.int(-1000, 1000), shape);
  const root = node(Number(tokens[0]));
  const queue = [root];
  let i = 1;
  for (let head = 0; head < queue.length && i < tokens.length; head++) {
    for (const side of ['left', 'right']) {
      if (i < tokens.length && tokens[i] !== 'null') {
        queue[head][side] = node(Number(tokens[i]));
        queue.push(queue[head][side]);
      }
      i++;
    }
  }
  return root;
}

export default function generate(rng) {
  return [
    { input: tree([]), note: 'empty tree', hidden: false },
    { input: tree(['7']), note: 'single node', hidden: false },
    { input: tree(['1', '2', 'null', '3', 'null', '4']), note: 'left chain: width 1' },
    { input: tree(['1', '2', '3', '4', 'null', 'null', '5']), note: 'two outer grandchildren: width 4' },
    { input: checked(arms(rng, 3)), note: 'two arms of depth 3: width 8' },
    { input: checked(arms(rng, 50)), note: 'two arms of depth 50: width 2^50' },
    { input: checked(randomTree(rng, 30)), note: 'small random' },
    { input: checked(randomTree(rng, 2000)), note: 'random, 2000 nodes' },
    { input: checked(randomTree(rng, 1023, 'complete')), note: 'perfect tree of 1023 nodes' },
    { input: checked(chainThenBush(rng, 100, 60)), note: 'chain of 100 then a bush: deep spots' },
    {
      input: checked(chainThenBush(rng, 9000, 1000)),
      note: 'maximum size, chain of 9000 then a bush',
      large: true,
    },
    { input: checked(randomTree(rng, 10000)), note: 'maximum size, random shape', large: true },
  ];
}
