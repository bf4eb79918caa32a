class TreeNode {
  constructor(val, left = null, right = null) {
    this.val = val;
    this.left = left;
    this.right = right;
  }
}

/**
 * @param {TreeNode} root the root of a non-empty tree
 * @return {number} the largest sum of the values along any path (at least one node, no node twice)
 */
function richestTrail(root) {
  // Plausible but wrong: always extend the trail into the better child, even when every path
  // below is a loss, instead of being allowed to stop at the node.
  const order = [root];
  for (let i = 0; i < order.length; i++) {
    if (order[i].left) order.push(order[i].left);
    if (order[i].right) order.push(order[i].right);
  }
  const down = new Map();
  let best = -Infinity;
  for (let i = order.length - 1; i >= 0; i--) {
    const node = order[i];
    const left = node.left ? down.get(node.left) : null;
    const right = node.right ? down.get(node.right) : null;
    let through = node.val;
    if (left !== null) through += left;
    if (right !== null) through += right;
    best = Math.max(best, through);
    const bestChild = left === null ? right : right === null ? left : Math.max(left, right);
    down.set(node, node.val + (bestChild ?? 0));
  }
  return best;
}

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
console.log(richestTrail(buildTree(tokens)));
