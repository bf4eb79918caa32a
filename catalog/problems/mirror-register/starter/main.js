/**
 * @param {number} x an unsigned 32-bit value
 * @return {number} the value whose 32 bits are those of x in reverse order
 */
function mirrorBits(x) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(
  data
    .slice(1, 1 + data[0])
    .map((x) => mirrorBits(x))
    .join(' '),
);
