/**
 * @param {number[]} charges
 * @return {number} number of distinct value trios {x, y, z} with x + y + z = 0
 */
function countZeroTrios(charges) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
console.log(String(countZeroTrios(data.slice(1, 1 + n))));
