/**
 * @param {number[]} a points of the stones from left to right
 * @return {number} first player's total minus second player's total under perfect play
 */
function duelMargin(a) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
console.log(String(duelMargin(tokens.slice(1, 1 + n))));
