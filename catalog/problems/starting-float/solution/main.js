/**
 * @param {number[]} changes cash added (positive) or paid out (negative) at each step
 * @return {number} the smallest positive opening float keeping the drawer at 1 or more after every step
 */
function smallestFloat(changes) {
  // The drawer is lowest where the running total is lowest; lift that point up to 1.
  let running = 0;
  let lowest = 0;
  for (const c of changes) {
    running += c;
    lowest = Math.min(lowest, running);
  }
  return 1 - lowest;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(smallestFloat(data.slice(1, 1 + data[0])));
