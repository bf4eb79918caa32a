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
  const root = new TreeNode(preorder[0]);
  const stack = [root]; // nodes on the current path whose right child is still unknown
  let j = 0; // next node to finish in in-order
  for (let i = 1; i < preorder.length; i++) {
    const child = new TreeNode(preorder[i]);
    let node = stack[stack.length - 1];
    if (node.val !== inorder[j]) {
      node.left = child; // the top still has an unfinished left subtree
    } else {
      // Climb past every node whose left subtree and itself are done in in-order.
      while (stack.length > 0 && stack[stack.length - 1].val === inorder[j]) {
        node = stack.pop();
        j++;
      }
      node.right = child;
    }
    stack.push(child);
  }
  return root;
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
