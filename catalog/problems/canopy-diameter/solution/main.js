class TreeNode {
  constructor(val, left = null, right = null) {
    this.val = val;
    this.left = left;
    this.right = right;
  }
}

/**
 * @param {TreeNode} root
 * @return {number} the number of edges on the longest path between two nodes
 */
function canopyDiameter(root) {
  // Breadth-first order, walked backwards, visits children before their parents.
  const order = [root];
  for (let i = 0; i < order.length; i++) {
    const node = order[i];
    if (node.left !== null) order.push(node.left);
    if (node.right !== null) order.push(node.right);
  }
  const height = new Map(); // nodes on the longest downward path starting at the node
  const h = (node) => (node === null ? 0 : height.get(node));
  let best = 0;
  for (let i = order.length - 1; i >= 0; i--) {
    const node = order[i];
    const hl = h(node.left);
    const hr = h(node.right);
    best = Math.max(best, hl + hr); // longest path that turns at this node, in edges
    height.set(node, Math.max(hl, hr) + 1);
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
console.log(String(canopyDiameter(buildTree(tokens))));
