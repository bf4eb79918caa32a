/**
 * @param {number[]} sites the distinct positions of the candidate sites
 * @param {number} c how many beacons to place
 * @return {number} the largest possible distance between the two closest beacons
 */
function bestSpacing(sites, c) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(bestSpacing(data.slice(2, 2 + data[0]), data[1])));
