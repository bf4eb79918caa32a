/**
 * @param {number[]} a ledger amounts
 * @return {number} number of pairs i < j with a[i] > a[j]
 */
function countInversions(a) {
  // Naive: compare every pair. O(n^2).
  let inversions = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = i + 1; j < a.length; j++) if (a[i] > a[j]) inversions++;
  }
  return inversions;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(countInversions(data.slice(1, 1 + n))));
