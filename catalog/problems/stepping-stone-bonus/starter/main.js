/**
 * @param {number[]} values bonus of each stone
 * @param {number} k longest hop
 * @return {number} the highest score from stone 0 to stone n-1
 */
function bestCrossing(values, k) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(bestCrossing(data.slice(2, 2 + data[0]), data[1])));
