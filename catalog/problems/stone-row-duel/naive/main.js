/**
 * @param {number[]} a points of the stones from left to right
 * @return {number} first player's total minus second player's total under perfect play
 */
function duelMargin(a) {
  // Naive: try both ends at every move, recursively, without remembering blocks. O(2^n).
  // (Recursion depth is only n, and this program is only meant for small n.)
  const best = (i, j) => (i > j ? 0 : Math.max(a[i] - best(i + 1, j), a[j] - best(i, j - 1)));
  return best(0, a.length - 1);
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
console.log(String(duelMargin(tokens.slice(1, 1 + n))));
