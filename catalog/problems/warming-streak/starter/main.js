/**
 * @param {number[]} temps daily temperatures in order
 * @return {number} length of the longest strictly increasing run of consecutive days
 */
function longestWarmingStreak(temps) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(longestWarmingStreak(data.slice(1, 1 + n))));
