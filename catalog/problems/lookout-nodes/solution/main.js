class TreeNode {
  constructor(val, left = null, right = null) {
    this.val = val;
    this.left = left;
    this.right = right;
  }
}

/**
 * @param {TreeNode | null} root the summit of the trail tree
 * @return {number} how many nodes have no strictly larger value on the path from the root to them
 */
function countLookouts(root) {
  if (root === null) return 0;
  // Depth-first with an explicit stack; each entry carries the largest value above the node.
  let count = 0;
  const stack = [[root, -Infinity]];
  while (stack.length > 0) {
    const [node, highestAbove] = stack.pop();
    if (node.val >= highestAbove) count++;
    const highest = Math.max(highestAbove, node.val);
    if (node.left) stack.push([node.left, highest]);
    if (node.right) stack.push([node.right, highest]);
  }
  return count;
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
console.log(countLookouts(buildTree(tokens)));
