/**
 * @param {number[]} readings sorted in non-decreasing order
 * @return {number[]} the squares of all readings, sorted in non-decreasing order
 */
function sortedSquares(readings) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(sortedSquares(data.slice(1, 1 + n)).join(' '));
