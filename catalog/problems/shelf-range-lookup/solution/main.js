/**
 * @param {number[]} shelf labels sorted in non-decreasing order
 * @param {number} label the label to look up
 * @return {number[]} [first index, last index] holding label, or [-1, -1]
 */
function labelRange(shelf, label) {
  // Smallest index whose label is >= target (or shelf.length if none).
  const lowerBound = (target) => {
    let lo = 0;
    let hi = shelf.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (shelf[mid] < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const first = lowerBound(label);
  if (first === shelf.length || shelf[first] !== label) return [-1, -1];
  return [first, lowerBound(label + 1) - 1]; // labels are integers
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const shelf = data.slice(1, 1 + n);
const q = data[1 + n];
const out = [];
for (let i = 0; i < q; i++) out.push(labelRange(shelf, data[2 + n + i]).join(' '));
console.log(out.join('\n'));
