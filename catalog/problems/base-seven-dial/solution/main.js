/**
 * @param {number} x an integer with |x| ≤ 10^15
 * @return {string} x written in base 7
 */
function toBaseSeven(x) {
  if (x === 0) return '0';
  let v = Math.abs(x);
  const digits = [];
  while (v > 0) {
    digits.push(v % 7); // least significant digit first
    v = Math.floor(v / 7);
  }
  return (x < 0 ? '-' : '') + digits.reverse().join('');
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = data[0];
const out = [];
for (let i = 1; i <= q; i++) out.push(toBaseSeven(data[i]));
console.log(out.join('\n'));
