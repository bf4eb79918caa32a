/**
 * @param {number[]} readings the samples in order
 * @param {number} limit the largest allowed max - min
 * @return {number} the length of the longest steady stretch
 */
function longestSteady(readings, limit) {
  const n = readings.length;
  // Deques as arrays with head pointers: indices, readings decreasing (high) / increasing (low).
  const high = new Array(n);
  const low = new Array(n);
  let hHead = 0;
  let hTail = 0;
  let lHead = 0;
  let lTail = 0;
  let left = 0;
  let best = 0;
  for (let right = 0; right < n; right++) {
    const v = readings[right];
    while (hTail > hHead && readings[high[hTail - 1]] <= v) hTail--;
    high[hTail++] = right;
    while (lTail > lHead && readings[low[lTail - 1]] >= v) lTail--;
    low[lTail++] = right;
    // Shrink from the left until the spread fits again.
    while (readings[high[hHead]] - readings[low[lHead]] > limit) {
      left++;
      if (high[hHead] < left) hHead++;
      if (low[lHead] < left) lHead++;
    }
    best = Math.max(best, right - left + 1);
  }
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(longestSteady(data.slice(2, 2 + data[0]), data[1])));
