/**
 * Rearranges the values in place into the next lexicographic arrangement (wrapping around).
 * @param {number[]} a
 * @return {void}
 */
function nextCombination(a) {
  // Write your code here.
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const a = data.slice(1, 1 + n);
nextCombination(a);
console.log(a.join(' '));
