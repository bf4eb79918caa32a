/**
 * @param {number[]} leap leap[i] = how many pads forward the frog can leap from pad i (at most)
 * @return {boolean} whether the last pad can be reached from pad 0
 */
function canReachLast(leap) {
  // Naive: pad j is reachable if some reachable earlier pad leaps far enough. O(n^2).
  const n = leap.length;
  const reach = new Uint8Array(n);
  reach[0] = 1;
  for (let j = 1; j < n; j++) {
    for (let i = 0; i < j; i++) {
      if (reach[i] && i + leap[i] >= j) {
        reach[j] = 1;
        break;
      }
    }
  }
  return reach[n - 1] === 1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(canReachLast(data.slice(1, 1 + data[0]))));
