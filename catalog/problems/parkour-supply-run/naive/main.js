/**
 * @param {number[]} heights height of each roof
 * @param {number} bricks bricks carried (one per metre of climb)
 * @param {number} ladders ladders carried (one per climb)
 * @return {number} index of the furthest reachable roof
 */
function furthestRoof(heights, bricks, ladders) {
  // Naive: at every climb, sort all climbs so far and check the bricks cover all but the tallest.
  const climbs = [];
  for (let i = 0; i + 1 < heights.length; i++) {
    const d = heights[i + 1] - heights[i];
    if (d <= 0) continue;
    climbs.push(d);
    const sorted = climbs.slice().sort((a, b) => b - a);
    let needed = 0;
    for (let j = ladders; j < sorted.length; j++) needed += sorted[j];
    if (needed > bricks) return i;
  }
  return heights.length - 1;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(furthestRoof(data.slice(3, 3 + data[0]), data[1], data[2])));
