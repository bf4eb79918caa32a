/**
 * @param {number[]} rows how much fruit hangs in each orchard row
 * @param {number} hours the hours available
 * @return {number} the smallest picking rate (fruit per hour) that clears every row in time
 */
function harvestPace(rows, hours) {
  // Hours needed at a given rate: each row takes ceil(fruit / rate) whole hours.
  const needed = (rate) => {
    let total = 0;
    for (const fruit of rows) total += Math.ceil(fruit / rate);
    return total;
  };
  // needed() only falls as the rate grows: binary search the smallest rate that fits.
  let lo = 1;
  let hi = Math.max(...rows);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (needed(mid) <= hours) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(harvestPace(data.slice(2, 2 + data[0]), data[1]));
