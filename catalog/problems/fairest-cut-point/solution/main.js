/**
 * @param {number[]} loads the weight of each wagon, n ≥ 2
 * @return {number[]} [k, gap]: cutting before wagon k (1 ≤ k ≤ n-1) gives the smallest gap between
 *   the two parts' totals; the smallest such k
 */
function fairestCut(loads) {
  let total = 0;
  for (const w of loads) total += w;
  let left = 0;
  let bestCut = 1;
  let bestGap = Infinity;
  for (let k = 1; k < loads.length; k++) {
    left += loads[k - 1]; // total of wagons 0..k-1; the right part holds total - left
    const gap = Math.abs(2 * left - total);
    if (gap < bestGap) {
      bestGap = gap;
      bestCut = k;
    }
  }
  return [bestCut, bestGap];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(fairestCut(data.slice(1, 1 + data[0])).join(' '));
