class TreeNode {
  constructor(val, left = null, right = null) {
    this.val = val;
    this.left = left;
    this.right = right;
  }
}

/**
 * @param {TreeNode | null} root
 * @param {number} target
 * @return {number} the number of downward paths whose values sum to target
 */
function countDownhillRuns(root, target) {
  // Naive: from every node, walk every downward path below it. O(n * height).
  let runs = 0;
  const starts = root === null ? [] : [root];
  for (let i = 0; i < starts.length; i++) {
    const top = starts[i];
    const stack = [[top, 0]];
    while (stack.length > 0) {
      const [node, above] = stack.pop();
      const sum = above + node.val;
      if (sum === target) runs++;
      if (node.left !== null) stack.push([node.left, sum]);
      if (node.right !== null) stack.push([node.right, sum]);
    }
    if (top.left !== null) starts.push(top.left);
    if (top.right !== null) starts.push(top.right);
  }
  return runs;
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
console.log(String(countDownhillRuns(buildTree(tokens.slice(1)), Number(tokens[0]))));
