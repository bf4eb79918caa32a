/**
 * @param {number} n campers labelled 1..n
 * @param {number} k every k-th camper leaves
 * @return {number} label of the last camper left
 */
function lastCamper(n, k) {
  // Naive: simulate the circle; each removal shifts the rest of the array. O(n^2).
  const circle = Array.from({ length: n }, (_, i) => i + 1);
  let at = 0;
  while (circle.length > 1) {
    at = (at + k - 1) % circle.length;
    circle.splice(at, 1); // the next camper now sits at index `at`
  }
  return circle[0];
}

const [n, k] = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(lastCamper(n, k)));
