/**
 * @param {number} x an integer with |x| ≤ 10^15
 * @return {string} x written in base 7
 */
function toBaseSeven(x) {
  // Write your code here.
  return '';
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = data[0];
const out = [];
for (let i = 1; i <= q; i++) out.push(toBaseSeven(data[i]));
console.log(out.join('\n'));
