/**
 * @param {number[][]} crates [w, h] pairs
 * @return {number} the longest chain of strictly nested crates
 */
function longestNesting(crates) {
  // Width ascending; equal widths by height descending, so two crates of one width
  // can never both appear in a strictly increasing run of heights.
  const sorted = [...crates].sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const tails = []; // tails[k] = smallest last height of an increasing run of length k + 1
  for (const [, h] of sorted) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid] < h) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = h;
  }
  return tails.length;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const crates = [];
for (let i = 0; i < n; i++) crates.push([data[1 + 2 * i], data[2 + 2 * i]]);
console.log(String(longestNesting(crates)));
