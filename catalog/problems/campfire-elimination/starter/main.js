/**
 * @param {number} n campers labelled 1..n
 * @param {number} k every k-th camper leaves
 * @return {number} label of the last camper left
 */
function lastCamper(n, k) {
  // Write your code here.
  return 0;
}

const [n, k] = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(lastCamper(n, k)));
