/**
 * @param {number[]} tints the colour code of each lantern
 * @return {number} the sum over all subsets of the XOR of their codes, modulo 1e9+7
 */
function mixTotal(tints) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(mixTotal(data.slice(1, 1 + data[0])));
