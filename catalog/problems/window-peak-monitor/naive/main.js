/**
 * @param {number[]} levels
 * @param {number} k window length
 * @return {number[]} the maximum of each window of k consecutive readings
 */
function windowPeaks(levels, k) {
  // Naive: scan every window. O(n * k).
  const out = [];
  for (let start = 0; start + k <= levels.length; start++) {
    let best = levels[start];
    for (let j = start + 1; j < start + k; j++) if (levels[j] > best) best = levels[j];
    out.push(best);
  }
  return out;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
console.log(windowPeaks(data.slice(2, 2 + n), k).join(' '));
