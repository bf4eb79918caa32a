/**
 * Rearranges the flags in place so that all 0s come first, then 1s, then 2s.
 * @param {number[]} flags values 0, 1 or 2
 * @return {number[]} the rearranged flags
 */
function sortFlags(flags) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(sortFlags(data.slice(1, 1 + data[0])).join(' '));
