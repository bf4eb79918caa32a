/**
 * @param {number} x a positive lamp pattern (bits from the highest set bit down to bit 0)
 * @return {boolean} whether every two neighbouring bits of x differ
 */
function alternates(x) {
  // If the bits alternate, x XOR (x >> 1) is all ones below the top bit, and then y & (y + 1) is 0.
  const y = (x ^ (x >>> 1)) >>> 0;
  return (y & (y + 1)) === 0; // x < 2^31 keeps y + 1 within 32 bits
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const out = [];
for (let i = 0; i < data[0]; i++) out.push(String(alternates(data[1 + i])));
console.log(out.join('\n'));
