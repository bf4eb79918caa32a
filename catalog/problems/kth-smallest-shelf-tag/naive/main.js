class TreeNode {
  constructor(val, left = null, right = null) {
    this.val = val;
    this.left = left;
    this.right = right;
  }
}

/**
 * @param {TreeNode} root a binary search tree
 * @param {number} k 1-based rank
 * @return {number} the k-th smallest value
 */
function kthSmallest(root, k) {
  // Naive (wrong): counts nodes as they are popped in a plain DFS, i.e. in pre-order.
  const stack = [root];
  for (;;) {
    const node = stack.pop();
    k--;
    if (k === 0) return node.val;
    if (node.right !== null) stack.push(node.right);
    if (node.left !== null) stack.push(node.left);
  }
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

const inputLines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const root = buildTree(inputLines[0].split(/\s+/).filter(Boolean));
console.log(String(kthSmallest(root, Number(inputLines[1]))));
