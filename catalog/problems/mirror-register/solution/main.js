/**
 * @param {number} x an unsigned 32-bit value
 * @return {number} the value whose 32 bits are those of x in reverse order
 */
function mirrorBits(x) {
  let result = 0;
  for (let i = 0; i < 32; i++) {
    // Shift the result left and append the lowest bit of x; >>> 0 keeps it unsigned.
    result = ((result << 1) | (x & 1)) >>> 0;
    x >>>= 1;
  }
  return result;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(
  data
    .slice(1, 1 + data[0])
    .map((x) => mirrorBits(x))
    .join(' '),
);
