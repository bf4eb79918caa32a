/**
 * @param {number[]} heights height of each roof
 * @param {number} bricks bricks carried (one per metre of climb)
 * @param {number} ladders ladders carried (one per climb)
 * @return {number} index of the furthest reachable roof
 */
function furthestRoof(heights, bricks, ladders) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(furthestRoof(data.slice(3, 3 + data[0]), data[1], data[2])));
