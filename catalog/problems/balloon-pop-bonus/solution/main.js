/**
 * @param {number[]} balloons numbers from left to right
 * @return {number} the largest total score for popping all balloons
 */
function bestPopScore(balloons) {
  const v = [1, ...balloons, 1]; // walls with value 1 on both sides
  const m = v.length;
  // best[l][r]: best score for popping everything strictly between l and r
  const best = Array.from({ length: m }, () => new Array(m).fill(0));
  for (let gap = 2; gap < m; gap++) {
    for (let l = 0; l + gap < m; l++) {
      const r = l + gap;
      let top = 0;
      for (let k = l + 1; k < r; k++) {
        // k is the last balloon popped between l and r
        const score = best[l][k] + v[l] * v[k] * v[r] + best[k][r];
        if (score > top) top = score;
      }
      best[l][r] = top;
    }
  }
  return best[0][m - 1];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(bestPopScore(data.slice(1, 1 + data[0]))));
