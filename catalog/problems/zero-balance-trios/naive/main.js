/**
 * @param {number[]} charges
 * @return {number} number of distinct value trios {x, y, z} with x + y + z = 0
 */
function countZeroTrios(charges) {
  // Naive: every triple of indices, remembering the sorted value triples. O(n^3).
  const a = charges;
  const n = a.length;
  const seen = new Set();
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      for (let k = j + 1; k < n; k++) {
        if (a[i] + a[j] + a[k] === 0) {
          const t = [a[i], a[j], a[k]].sort((x, y) => x - y);
          seen.add(t.join(','));
        }
      }
    }
  }
  return seen.size;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(countZeroTrios(data.slice(1, 1 + n))));
