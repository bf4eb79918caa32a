/**
 * @param {number} n up to 10^15 (exact as a JavaScript number)
 * @return {number} number of trailing zeros of n!
 */
function trailingZeros(n) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const out = [];
for (let i = 1; i <= q; i++) out.push(String(trailingZeros(tokens[i])));
console.log(out.join('\n'));
