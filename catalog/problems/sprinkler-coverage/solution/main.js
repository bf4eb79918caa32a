/**
 * @param {number[]} reach reach[i] is the range of the sprinkler at point i; the bed is [0, reach.length - 1]
 * @return {number} the fewest sprinklers that water the whole bed, or -1
 */
function fewestSprinklers(reach) {
  const end = reach.length - 1;
  // furthest[x] = the furthest right end among the sprinklers whose watered stretch starts at x.
  const furthest = new Int32Array(end + 1);
  for (let i = 0; i <= end; i++) {
    const left = Math.max(0, i - reach[i]);
    furthest[left] = Math.max(furthest[left], Math.min(end, i + reach[i]));
  }
  let watered = 0; // [0, watered] is covered by the sprinklers chosen so far
  let best = 0; // furthest right end among the sprinklers starting within [0, watered]
  let x = 0;
  let count = 0;
  while (watered < end) {
    while (x <= watered) best = Math.max(best, furthest[x++]);
    if (best <= watered) return -1; // nothing reaches past the dry point just right of watered
    watered = best;
    count++;
  }
  return count;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(fewestSprinklers(data.slice(1, 1 + data[0])));
