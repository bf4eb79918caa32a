/**
 * @param {number[]} gains the change of each day (may be negative)
 * @param {number} quota the total a streak must reach
 * @return {number} length of the shortest run of consecutive days summing to at least quota, or -1
 */
function shortestQuotaStreak(gains, quota) {
  // Write your code here.
  return -1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(shortestQuotaStreak(data.slice(2, 2 + data[0]), data[1]));
