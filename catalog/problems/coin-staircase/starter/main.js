/**
 * @param {number} n number of coins (up to 10^15, exact in a double)
 * @return {number} number of complete staircase rows
 */
function completeRows(n) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = data[0];
const out = [];
for (let i = 1; i <= q; i++) out.push(completeRows(data[i]));
console.log(out.join('\n'));
