/**
 * @param {string} s the loop of tiles
 * @return {number} the smallest start of a lexicographically smallest rotation
 */
function smallestRotation(s) {
  // Write your code here.
  return -1;
}

const s = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(smallestRotation(s)));
