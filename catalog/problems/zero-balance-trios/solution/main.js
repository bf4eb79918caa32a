/**
 * @param {number[]} charges
 * @return {number} number of distinct value trios {x, y, z} with x + y + z = 0
 */
function countZeroTrios(charges) {
  const a = [...charges].sort((x, y) => x - y);
  const n = a.length;
  let trios = 0;
  for (let i = 0; i < n - 2; i++) {
    if (a[i] > 0) break; // the smallest member of a zero trio is never positive
    if (i > 0 && a[i] === a[i - 1]) continue; // each value of x once
    let lo = i + 1;
    let hi = n - 1;
    while (lo < hi) {
      const sum = a[i] + a[lo] + a[hi];
      if (sum < 0) lo++;
      else if (sum > 0) hi--;
      else {
        trios++;
        const y = a[lo];
        const z = a[hi];
        while (lo < hi && a[lo] === y) lo++; // skip copies so each pair counts once
        while (lo < hi && a[hi] === z) hi--;
      }
    }
  }
  return trios;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(countZeroTrios(data.slice(1, 1 + n))));
