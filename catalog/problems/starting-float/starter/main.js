/**
 * @param {number[]} changes cash added (positive) or paid out (negative) at each step
 * @return {number} the smallest positive opening float keeping the drawer at 1 or more after every step
 */
function smallestFloat(changes) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(smallestFloat(data.slice(1, 1 + data[0])));
