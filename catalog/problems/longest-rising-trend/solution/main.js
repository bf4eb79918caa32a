/**
 * @param {number[]} prices closing prices in chronological order
 * @return {number} length of the longest strictly increasing subsequence
 */
function longestRisingTrend(prices) {
  const tails = []; // tails[L - 1] = smallest last price of a rising trend of length L
  for (const x of prices) {
    // First position whose tail is >= x.
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = x; // appends when lo === tails.length
  }
  return tails.length;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(longestRisingTrend(data.slice(1, 1 + n))));
