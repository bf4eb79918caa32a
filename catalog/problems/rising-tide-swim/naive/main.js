/**
 * @param {number[][]} h n x n heights (a permutation of 0..n*n-1)
 * @return {number} the earliest time the corner (n-1, n-1) can be reached from (0, 0)
 */
function earliestCrossing(h) {
  // Naive: sweep the grid relaxing every square from its neighbours until nothing changes.
  const n = h.length;
  const best = Array.from({ length: n }, () => new Array(n).fill(Number.POSITIVE_INFINITY));
  best[0][0] = h[0][0];
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        let via = Number.POSITIVE_INFINITY;
        if (i > 0) via = Math.min(via, best[i - 1][j]);
        if (i < n - 1) via = Math.min(via, best[i + 1][j]);
        if (j > 0) via = Math.min(via, best[i][j - 1]);
        if (j < n - 1) via = Math.min(via, best[i][j + 1]);
        const cand = Math.max(via, h[i][j]);
        if (cand < best[i][j]) {
          best[i][j] = cand;
          changed = true;
        }
      }
    }
  }
  return best[n - 1][n - 1];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const h = [];
for (let i = 0; i < n; i++) h.push(data.slice(2 + i * n, 2 + (i + 1) * n));
console.log(String(earliestCrossing(h)));
