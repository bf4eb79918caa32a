/**
 * @param {number} n
 * @return {number[]} the number of 1 bits of each integer 0..n
 */
function bitCensus(n) {
  const bits = new Array(n + 1).fill(0);
  // i is i >> 1 with one more bit (i & 1) appended.
  for (let i = 1; i <= n; i++) bits[i] = bits[i >> 1] + (i & 1);
  return bits;
}

const n = Number(require('node:fs').readFileSync(0, 'utf8').trim());
console.log(bitCensus(n).join(' '));
