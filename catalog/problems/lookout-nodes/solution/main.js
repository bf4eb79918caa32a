class TreeNode {
  constructor(val, left = null, right = null) {
    this.val = val;
    this.left = left;
    this.right = right;
  }
}

/**
 * @param {TreeNode | null} root
 * @return {number} how many nodes hold a value at least as large as every value above them
 */
function countLookouts(root) {
  if (root === null) return 0;
  // Carry along each node the largest value seen on the way down from the root (iterative DFS).
  let count = 0;
  const stack = [[root, root.val]];
  while (stack.length > 0) {
    const [node, highestAbove] = stack.pop();
    if (node.val >= highestAbove) count++;
    const highest = Math.max(highestAbove, node.val);
    if (node.left !== null) stack.push([node.left, highest]);
    if (node.right !== null) stack.push([node.right, highest]);
  }
  return count;
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
console.log(String(countLookouts(buildTree(tokens))));
