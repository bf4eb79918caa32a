/**
 * @param {number} n buttons 1..n
 * @param {number} k buttons per code
 * @return {number[][]} every k-subset of 1..n, increasing, in lexicographic order
 */
function allCodes(n, k) {
  // Write your code here.
  return [];
}

const [n, k] = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(
  allCodes(n, k)
    .map((code) => code.join(' '))
    .join('\n'),
);
