/**
 * @param {number[]} boulders the weights of the boulders
 * @return {number} the weight of the boulder left at the end, or 0 if none is left
 */
function crushBoulders(boulders) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(crushBoulders(data.slice(1, 1 + data[0])));
