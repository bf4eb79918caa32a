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
  // Naive (wrong): treats the in-order list as sorted and binary-searches it for each root.
  const build = (p0, i0, len) => {
    if (len === 0) return null;
    const node = new TreeNode(preorder[p0]);
    let lo = i0;
    let hi = i0 + len - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (inorder[mid] < preorder[p0]) lo = mid + 1;
      else hi = mid;
    }
    const k = lo - i0; // size of the left subtree, if the list really were sorted
    node.left = build(p0 + 1, i0, k);
    node.right = build(p0 + 1 + k, lo + 1, len - 1 - k);
    return node;
  };
  return build(0, 0, preorder.length);
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
