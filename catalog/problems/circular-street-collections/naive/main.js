/**
 * @param {number[]} pledges coins pledged by each house, in ring order
 * @return {number} the largest total without visiting two adjacent houses on the ring
 */
function bestCollection(pledges) {
  // Naive: assume each house in turn is skipped, cut the ring there, solve the line. O(n^2).
  const n = pledges.length;
  if (n === 1) return pledges[0];
  let best = 0;
  for (let skip = 0; skip < n; skip++) {
    let prev = 0;
    let cur = 0;
    for (let k = 1; k < n; k++) {
      const next = Math.max(cur, prev + pledges[(skip + k) % n]);
      prev = cur;
      cur = next;
    }
    best = Math.max(best, cur);
  }
  return best;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(bestCollection(data.slice(1, 1 + data[0]))));
