/**
 * @param {number[]} prices closing prices in chronological order
 * @return {number} length of the longest strictly increasing subsequence
 */
function longestRisingTrend(prices) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(longestRisingTrend(data.slice(1, 1 + n))));
