/**
 * @param {number[]} rows how much fruit hangs in each orchard row
 * @param {number} hours the hours available
 * @return {number} the smallest picking rate (fruit per hour) that clears every row in time
 */
function harvestPace(rows, hours) {
  // Naive: try rates 1, 2, 3, ... until one fits. O(answer · n).
  for (let rate = 1; ; rate++) {
    let total = 0;
    for (const fruit of rows) total += Math.ceil(fruit / rate);
    if (total <= hours) return rate;
  }
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(harvestPace(data.slice(2, 2 + data[0]), data[1]));
