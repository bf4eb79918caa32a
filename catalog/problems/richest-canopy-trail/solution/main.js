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
  // Breadth-first order lists parents before children; process it backwards (children first).
  const order = [root];
  for (let i = 0; i < order.length; i++) {
    if (order[i].left) order.push(order[i].left);
    if (order[i].right) order.push(order[i].right);
  }
  const down = new Map(); // best sum of a path starting at the node and going down
  let best = -Infinity;
  for (let i = order.length - 1; i >= 0; i--) {
    const node = order[i];
    // A child's downward path helps only if its sum is positive.
    const left = node.left ? Math.max(0, down.get(node.left)) : 0;
    const right = node.right ? Math.max(0, down.get(node.right)) : 0;
    best = Math.max(best, node.val + left + right); // the trail bends at this node
    down.set(node, node.val + Math.max(left, right));
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
