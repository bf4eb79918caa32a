/**
 * @param {number[]} digits most significant first
 * @return {number[]} the digits of the number plus one
 */
function plusOne(digits) {
  const out = digits.slice();
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] < 9) {
      out[i]++;
      return out;
    }
    out[i] = 0; // 9 rolls over; carry into the next wheel
  }
  out.unshift(1); // every digit was 9
  return out;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const digits = data.slice(1, 1 + data[0]);
console.log(plusOne(digits).join(' '));
