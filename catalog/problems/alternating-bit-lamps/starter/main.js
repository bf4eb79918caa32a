/**
 * @param {number} x a positive lamp pattern (bits from the highest set bit down to bit 0)
 * @return {boolean} whether every two neighbouring bits of x differ
 */
function alternates(x) {
  // Write your code here.
  return false;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const out = [];
for (let i = 0; i < data[0]; i++) out.push(String(alternates(data[1 + i])));
console.log(out.join('\n'));
