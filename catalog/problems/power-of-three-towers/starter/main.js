/**
 * @param {number} x
 * @return {boolean} whether x = 3^k for some k >= 0
 */
function isPowerOfThree(x) {
  // Write your code here.
  return false;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const out = [];
for (let i = 1; i <= data[0]; i++) out.push(String(isPowerOfThree(data[i])));
console.log(out.join('\n'));
