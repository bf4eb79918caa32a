/**
 * @param {number[]} sites the distinct positions of the candidate sites
 * @param {number} c how many beacons to place
 * @return {number} the largest possible distance between the two closest beacons
 */
function bestSpacing(sites, c) {
  // Naive: try d = 1, 2, 3, ... with the greedy check until it fails. O(n * answer).
  const sorted = Float64Array.from(sites).sort();
  const n = sorted.length;
  const fits = (d) => {
    let placed = 1;
    let last = sorted[0];
    for (let i = 1; i < n && placed < c; i++) {
      if (sorted[i] - last >= d) {
        placed++;
        last = sorted[i];
      }
    }
    return placed >= c;
  };
  let d = 1;
  while (fits(d + 1)) d++;
  return d;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(bestSpacing(data.slice(2, 2 + data[0]), data[1])));
