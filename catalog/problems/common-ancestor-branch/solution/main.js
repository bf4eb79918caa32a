class TreeNode {
  constructor(val, left = null, right = null) {
    this.val = val;
    this.left = left;
    this.right = right;
  }
}

/**
 * @param {TreeNode} root
 * @param {number} p value of the first node (present in the tree)
 * @param {number} q value of the second node (present in the tree)
 * @return {number} the value of the lowest common ancestor of the two nodes
 */
function commonAncestor(root, p, q) {
  // Record every node's parent with a breadth-first walk (no recursion).
  const parent = new Map([[root, null]]);
  let nodeP = null;
  let nodeQ = null;
  const queue = [root];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    if (node.val === p) nodeP = node;
    if (node.val === q) nodeQ = node;
    for (const child of [node.left, node.right]) {
      if (child !== null) {
        parent.set(child, node);
        queue.push(child);
      }
    }
  }
  // Mark all ancestors of p (p included), then climb from q until a marked node.
  const ancestors = new Set();
  for (let x = nodeP; x !== null; x = parent.get(x)) ancestors.add(x);
  let y = nodeQ;
  while (!ancestors.has(y)) y = parent.get(y);
  return y.val;
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
const [p, q] = tokens.slice(-2).map(Number);
console.log(String(commonAncestor(buildTree(tokens.slice(0, -2)), p, q)));
