/**
 * @param {number} x
 * @return {boolean} whether repeatedly summing the squares of the digits reaches 1
 */
function isCheerful(x) {
  // Write your code here.
  return false;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const out = [];
for (let i = 1; i <= data[0]; i++) out.push(String(isCheerful(data[i])));
console.log(out.join('\n'));
