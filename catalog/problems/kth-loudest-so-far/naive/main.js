/**
 * @param {number[]} readings in arrival order
 * @param {number} k
 * @return {number[]} after each reading, the k-th largest so far (-1 while fewer than k)
 */
function kthLoudest(readings, k) {
  // Naive: sort everything seen so far after every reading. O(n^2 log n).
  const seen = [];
  const out = [];
  for (const r of readings) {
    seen.push(r);
    const sorted = seen.slice().sort((a, b) => b - a);
    out.push(sorted.length < k ? -1 : sorted[k - 1]);
  }
  return out;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, k] = data;
console.log(kthLoudest(data.slice(2, 2 + n), k).join(' '));
