/**
 * @param {number[]} badges badge number read at each gate event
 * @param {number} k the reach: how many positions apart two equal readings may be
 * @return {boolean} whether two equal badge numbers occur at most k positions apart
 */
function repeatWithinReach(badges, k) {
  // Write your code here.
  return false;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(repeatWithinReach(data.slice(2, 2 + data[0]), data[1])));
