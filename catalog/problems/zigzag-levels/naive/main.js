class TreeNode {
  constructor(val, left = null, right = null) {
    this.val = val;
    this.left = left;
    this.right = right;
  }
}

/**
 * @param {TreeNode | null} root
 * @return {number[][]} the values of each level, alternating left-to-right and right-to-left
 */
function zigzagLevels(root) {
  // Naive (wrong): flips the order children are pushed instead of reversing each level.
  const result = [];
  let level = root === null ? [] : [root];
  let depth = 0;
  while (level.length > 0) {
    result.push(level.map((node) => node.val));
    const next = [];
    for (const node of level) {
      const kids = depth % 2 === 0 ? [node.right, node.left] : [node.left, node.right];
      for (const k of kids) if (k !== null) next.push(k);
    }
    level = next;
    depth++;
  }
  return result;
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
const levels = zigzagLevels(buildTree(tokens));
console.log(levels.map((level) => level.join(' ')).join('\n'));
