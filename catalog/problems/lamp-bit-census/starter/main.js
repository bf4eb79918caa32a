/**
 * @param {number} n
 * @return {number[]} the number of 1 bits of each integer 0..n
 */
function bitCensus(n) {
  // Write your code here.
  return [];
}

const n = Number(require('node:fs').readFileSync(0, 'utf8').trim());
console.log(bitCensus(n).join(' '));
