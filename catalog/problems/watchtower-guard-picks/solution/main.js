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
  if (root === null) return 0;
  // Breadth-first order lists every parent before its children; process it backwards.
  const order = [root];
  for (let i = 0; i < order.length; i++) {
    const node = order[i];
    if (node.left) order.push(node.left);
    if (node.right) order.push(node.right);
  }
  const take = new Map(); // best of the subtree when its root is chosen
  const skip = new Map(); // best of the subtree when its root is not chosen
  for (let i = order.length - 1; i >= 0; i--) {
    const node = order[i];
    let withNode = node.val;
    let withoutNode = 0;
    for (const child of [node.left, node.right]) {
      if (child === null) continue;
      withNode += skip.get(child); // a chosen tower forces its children out
      withoutNode += Math.max(take.get(child), skip.get(child));
    }
    take.set(node, withNode);
    skip.set(node, withoutNode);
  }
  return Math.max(take.get(root), skip.get(root));
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
