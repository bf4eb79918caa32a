/**
 * @param {number} n up to 10^15 (exact as a JavaScript number)
 * @return {number} number of trailing zeros of n!
 */
function trailingZeros(n) {
  // Legendre: the number of factors 5 in n! is n/5 + n/25 + n/125 + ... (integer division).
  let zeros = 0;
  for (let m = Math.floor(n / 5); m > 0; m = Math.floor(m / 5)) zeros += m;
  return zeros;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const out = [];
for (let i = 1; i <= q; i++) out.push(String(trailingZeros(tokens[i])));
console.log(out.join('\n'));
