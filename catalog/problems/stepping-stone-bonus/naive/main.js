/**
 * @param {number[]} values bonus of each stone
 * @param {number} k longest hop
 * @return {number} the highest score from stone 0 to stone n-1
 */
function bestCrossing(values, k) {
  // Naive: the same DP, scanning the k previous stones at every stone. O(n·k).
  const n = values.length;
  const best = new Array(n);
  best[0] = values[0];
  for (let i = 1; i < n; i++) {
    let m = -Infinity;
    for (let j = Math.max(0, i - k); j < i; j++) m = Math.max(m, best[j]);
    best[i] = values[i] + m;
  }
  return best[n - 1];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(bestCrossing(data.slice(2, 2 + data[0]), data[1])));
