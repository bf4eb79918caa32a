/**
 * @param {number[][]} requests [s, e, fee] booking requests for the interval [s, e)
 * @return {number} the largest total fee of non-overlapping requests
 */
function bestFees(requests) {
  const r = [...requests].sort((x, y) => x[1] - y[1]); // by end time
  const n = r.length;
  const ends = r.map((x) => x[1]);
  const best = new Array(n + 1).fill(0); // best[i] = best total using the first i requests
  for (let i = 1; i <= n; i++) {
    const [s, , fee] = r[i - 1];
    // p = number of requests ending at or before s (upper bound in the sorted end times).
    let lo = 0;
    let hi = i - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ends[mid] <= s) lo = mid + 1;
      else hi = mid;
    }
    best[i] = Math.max(best[i - 1], fee + best[lo]);
  }
  return best[n];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const requests = [];
for (let i = 0; i < n; i++) requests.push([data[1 + 3 * i], data[2 + 3 * i], data[3 + 3 * i]]);
console.log(String(bestFees(requests)));
