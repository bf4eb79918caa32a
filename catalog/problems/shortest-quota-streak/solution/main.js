/**
 * @param {number[]} gains the change of each day (may be negative)
 * @param {number} quota the total a streak must reach
 * @return {number} length of the shortest run of consecutive days summing to at least quota, or -1
 */
function shortestQuotaStreak(gains, quota) {
  const n = gains.length;
  const prefix = new Array(n + 1).fill(0);
  for (let i = 0; i < n; i++) prefix[i + 1] = prefix[i] + gains[i];
  // Deque of candidate start positions, prefix sums strictly increasing from head to tail.
  const deque = new Array(n + 1);
  let head = 0;
  let tail = 0;
  let best = n + 1;
  for (let j = 0; j <= n; j++) {
    // The head start reaches the quota at j: no later end can give it a shorter streak.
    while (head < tail && prefix[j] - prefix[deque[head]] >= quota) {
      best = Math.min(best, j - deque[head]);
      head++;
    }
    // A start with a larger or equal prefix and an earlier index is never better than j.
    while (head < tail && prefix[deque[tail - 1]] >= prefix[j]) tail--;
    deque[tail++] = j;
  }
  return best === n + 1 ? -1 : best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(shortestQuotaStreak(data.slice(2, 2 + data[0]), data[1]));
