/**
 * @param {number[]} a points of the stones from left to right
 * @return {number} first player's total minus second player's total under perfect play
 */
function duelMargin(a) {
  const n = a.length;
  // After processing start i, margin[j] = best margin for the player to move on a[i..j].
  const margin = new Array(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    margin[i] = a[i]; // a single stone
    for (let j = i + 1; j < n; j++) {
      // margin[j] still holds block i+1..j; margin[j-1] already holds block i..j-1.
      margin[j] = Math.max(a[i] - margin[j], a[j] - margin[j - 1]);
    }
  }
  return margin[n - 1];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
console.log(String(duelMargin(tokens.slice(1, 1 + n))));
