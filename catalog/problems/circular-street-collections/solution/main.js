/**
 * @param {number[]} pledges coins pledged by each house, in ring order
 * @return {number} the largest total without visiting two adjacent houses on the ring
 */
function bestCollection(pledges) {
  const n = pledges.length;
  if (n === 1) return pledges[0];
  // Houses 0 and n - 1 are neighbours: skip one of them and solve a straight street.
  return Math.max(bestOnLine(pledges, 0, n - 2), bestOnLine(pledges, 1, n - 1));
}

/** Largest total for the straight street of houses lo..hi (inclusive). */
function bestOnLine(pledges, lo, hi) {
  let prev = 0; // best total up to two houses back
  let cur = 0; // best total up to the previous house
  for (let i = lo; i <= hi; i++) {
    const next = Math.max(cur, prev + pledges[i]);
    prev = cur;
    cur = next;
  }
  return cur;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(bestCollection(data.slice(1, 1 + data[0]))));
