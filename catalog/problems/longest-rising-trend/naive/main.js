/**
 * @param {number[]} prices closing prices in chronological order
 * @return {number} length of the longest strictly increasing subsequence
 */
function longestRisingTrend(prices) {
  // Naive: quadratic dynamic programming. O(n^2).
  const n = prices.length;
  const dp = new Array(n).fill(1);
  let best = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < i; j++) {
      if (prices[j] < prices[i] && dp[j] + 1 > dp[i]) dp[i] = dp[j] + 1;
    }
    if (dp[i] > best) best = dp[i];
  }
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(longestRisingTrend(data.slice(1, 1 + n))));
