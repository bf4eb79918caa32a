/**
 * @param {number} n campers labelled 1..n
 * @param {number} k every k-th camper leaves
 * @return {number} label of the last camper left
 */
function lastCamper(n, k) {
  // winner = 0-based position of the survivor in a circle of m campers counted from position 0.
  let winner = 0; // m = 1
  for (let m = 2; m <= n; m++) {
    // After the first removal, m - 1 campers remain, counted from k places further on.
    winner = (winner + k) % m;
  }
  return winner + 1;
}

const [n, k] = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(lastCamper(n, k)));
