class TreeNode {
  constructor(val, left = null, right = null) {
    this.val = val;
    this.left = left;
    this.right = right;
  }
}

/**
 * @param {TreeNode | null} root the tower at the top of the network
 * @return {number} the largest total value of towers chosen with no tower chosen together with its parent
 */
function bestGuardPicks(root) {
  // Naive: choose or skip each tower recursively without remembering results: the same subtrees
  // are solved again and again, exponential in the depth.
  if (root === null) return 0;
  let withRoot = root.val;
  for (const child of [root.left, root.right]) {
    if (child !== null) withRoot += bestGuardPicks(child.left) + bestGuardPicks(child.right);
  }
  return Math.max(withRoot, bestGuardPicks(root.left) + bestGuardPicks(root.right));
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
console.log(bestGuardPicks(buildTree(tokens)));
