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
  // Naive (wrong): assumes the longest path always passes through the root.
  const depth = (start) => {
    if (start === null) return 0;
    let level = [start];
    let d = 0;
    while (level.length > 0) {
      d++;
      const next = [];
      for (const node of level) {
        if (node.left !== null) next.push(node.left);
        if (node.right !== null) next.push(node.right);
      }
      level = next;
    }
    return d;
  };
  return depth(root.left) + depth(root.right);
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
