/**
 * @param {number[]} pledges coins pledged by each house, in ring order
 * @return {number} the largest total without visiting two adjacent houses on the ring
 */
function bestCollection(pledges) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(bestCollection(data.slice(1, 1 + data[0]))));
