/**
 * @param {number} n number of discs (all start on peg A)
 * @param {number} k move number, 1 ≤ k ≤ 2^n - 1
 * @return {string} the k-th move as "disc from to"
 */
function kthMove(n, k) {
  // Write your code here.
  return '';
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const out = [];
for (let i = 0; i < q; i++) out.push(kthMove(tokens[1 + 2 * i], tokens[2 + 2 * i]));
console.log(out.join('\n'));
