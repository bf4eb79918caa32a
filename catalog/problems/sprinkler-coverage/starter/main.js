/**
 * @param {number[]} reach reach[i] is the range of the sprinkler at point i; the bed is [0, reach.length - 1]
 * @return {number} the fewest sprinklers that water the whole bed, or -1
 */
function fewestSprinklers(reach) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(fewestSprinklers(data.slice(1, 1 + data[0])));
