class TreeNode {
  constructor(val, left = null, right = null) {
    this.val = val;
    this.left = left;
    this.right = right;
  }
}

/**
 * @param {number[]} preorder node, left subtree, right subtree
 * @param {number[]} inorder left subtree, node, right subtree
 * @return {TreeNode | null} the root of the rebuilt tree
 */
function rebuildTree(preorder, inorder) {
  // Write your code here.
  return null;
}

/** Level-order tokens of a tree ('null' for missing children, trailing nulls dropped). */
function levelOrder(root) {
  const out = [];
  const queue = [root];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    if (node === null) {
      out.push('null');
      continue;
    }
    out.push(String(node.val));
    queue.push(node.left, node.right);
  }
  while (out.length > 0 && out[out.length - 1] === 'null') out.pop();
  return out.length > 0 ? out : ['null'];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const preorder = data.slice(1, 1 + n);
const inorder = data.slice(2 + n, 2 + 2 * n);
console.log(levelOrder(rebuildTree(preorder, inorder)).join(' '));
