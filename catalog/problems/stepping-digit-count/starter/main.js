/**
 * @param {number} lo
 * @param {number} hi
 * @return {number} how many integers in [lo, hi] have neighbouring digits that differ by exactly 1
 */
function countStepping(lo, hi) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const out = [];
for (let i = 0; i < q; i++) out.push(String(countStepping(tokens[1 + 2 * i], tokens[2 + 2 * i])));
console.log(out.join('\n'));
