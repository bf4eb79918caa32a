/**
 * @param {number} x
 * @return {boolean} whether x = 3^k for some k >= 0
 */
function isPowerOfThree(x) {
  if (x <= 0) return false;
  let v = x;
  while (v % 3 === 0) v /= 3;
  return v === 1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const out = [];
for (let i = 1; i <= data[0]; i++) out.push(String(isPowerOfThree(data[i])));
console.log(out.join('\n'));
