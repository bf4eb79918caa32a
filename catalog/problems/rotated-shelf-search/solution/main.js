/**
 * @param {number[]} codes a rotated strictly increasing array
 * @param {number} x
 * @return {number} the index of x in codes, or -1
 */
function findCode(codes, x) {
  let lo = 0;
  let hi = codes.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (codes[mid] === x) return mid;
    if (codes[lo] <= codes[mid]) {
      // codes[lo..mid] is sorted
      if (codes[lo] <= x && x < codes[mid]) hi = mid - 1;
      else lo = mid + 1;
    } else {
      // codes[mid..hi] is sorted
      if (codes[mid] < x && x <= codes[hi]) lo = mid + 1;
      else hi = mid - 1;
    }
  }
  return -1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const codes = data.slice(1, 1 + n);
const q = data[1 + n];
const out = [];
for (let i = 0; i < q; i++) out.push(findCode(codes, data[2 + n + i]));
console.log(out.join('\n'));
