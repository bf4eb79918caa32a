/**
 * @param {number[]} lengths the lengths of the pieces
 * @return {number} the minimum total cost of splicing them into one cable
 */
function spliceCost(lengths) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(spliceCost(data.slice(1, 1 + data[0]))));
