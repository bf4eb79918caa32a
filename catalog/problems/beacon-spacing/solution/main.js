/**
 * @param {number[]} sites the distinct positions of the candidate sites
 * @param {number} c how many beacons to place
 * @return {number} the largest possible distance between the two closest beacons
 */
function bestSpacing(sites, c) {
  const sorted = Float64Array.from(sites).sort();
  const n = sorted.length;
  /** Greedy: can c beacons be placed at least d apart? */
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
  let lo = 1; // always feasible: the sites are distinct
  let hi = Math.floor((sorted[n - 1] - sorted[0]) / (c - 1));
  while (lo < hi) {
    const mid = lo + Math.ceil((hi - lo) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(bestSpacing(data.slice(2, 2 + data[0]), data[1])));
