class TreeNode {
  constructor(val, left = null, right = null) {
    this.val = val;
    this.left = left;
    this.right = right;
  }
}

/**
 * @param {TreeNode | null} root
 * @param {number} target the total to reach
 * @return {boolean} whether the values on some root-to-leaf path add up to target
 */
function hasTrailWithTotal(root, target) {
  // Iterative DFS carrying the total of the path from the root down to each node.
  if (root === null) return false;
  const stack = [[root, root.val]];
  while (stack.length > 0) {
    const [node, total] = stack.pop();
    if (node.left === null && node.right === null && total === target) return true;
    if (node.left !== null) stack.push([node.left, total + node.left.val]);
    if (node.right !== null) stack.push([node.right, total + node.right.val]);
  }
  return false;
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
console.log(String(hasTrailWithTotal(buildTree(tokens.slice(1)), Number(tokens[0]))));
