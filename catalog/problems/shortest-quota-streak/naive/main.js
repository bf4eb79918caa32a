/**
 * @param {number[]} gains the change of each day (may be negative)
 * @param {number} quota the total a streak must reach
 * @return {number} length of the shortest run of consecutive days summing to at least quota, or -1
 */
function shortestQuotaStreak(gains, quota) {
  // Naive: from every start, extend until the running sum reaches the quota. O(n^2).
  let best = -1;
  for (let i = 0; i < gains.length; i++) {
    let sum = 0;
    for (let j = i; j < gains.length; j++) {
      sum += gains[j];
      if (sum >= quota) {
        if (best === -1 || j - i + 1 < best) best = j - i + 1;
        break;
      }
    }
  }
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(shortestQuotaStreak(data.slice(2, 2 + data[0]), data[1]));
