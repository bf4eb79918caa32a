/**
 * @param {number[]} heights the heights of the posts, in order
 * @return {number} how many triples i < j < k have heights[i] < heights[j] < heights[k]
 */
function countRisingTrios(heights) {
  const n = heights.length;
  // Ranks 1..m of the distinct heights, so a Fenwick tree can index them.
  const keys = [...new Set(heights)].sort((a, b) => a - b);
  const rank = new Map(keys.map((v, i) => [v, i + 1]));
  const m = keys.length;
  const countUpTo = (tree, i) => {
    let s = 0;
    for (; i > 0; i &= i - 1) s += tree[i];
    return s;
  };
  const add = (tree, i) => {
    for (; i <= m; i += i & -i) tree[i]++;
  };
  // smallerLeft[j]: earlier posts strictly lower than post j.
  const smallerLeft = new Array(n);
  let tree = new Int32Array(m + 1);
  for (let j = 0; j < n; j++) {
    const r = rank.get(heights[j]);
    smallerLeft[j] = countUpTo(tree, r - 1);
    add(tree, r);
  }
  // Right to left: later posts strictly higher than post j, times the lower ones on its left.
  tree = new Int32Array(m + 1);
  let total = 0;
  for (let j = n - 1; j >= 0; j--) {
    const r = rank.get(heights[j]);
    const higherRight = n - 1 - j - countUpTo(tree, r);
    total += smallerLeft[j] * higherRight;
    add(tree, r);
  }
  return total;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(countRisingTrios(data.slice(1, 1 + data[0]))));
