/**
 * @param {number[]} reach reach[i] is the range of the sprinkler at point i; the bed is [0, reach.length - 1]
 * @return {number} the fewest sprinklers that water the whole bed, or -1
 */
function fewestSprinklers(reach) {
  // Naive: at every step rescan all sprinklers for the furthest reach among those starting within the
  // watered part. Correct, but O(m · answer): about m²/2 steps when every range is short.
  const end = reach.length - 1;
  let watered = 0;
  let count = 0;
  while (watered < end) {
    let best = watered;
    for (let i = 0; i <= end; i++) {
      if (i - reach[i] <= watered) best = Math.max(best, Math.min(end, i + reach[i]));
    }
    if (best === watered) return -1;
    watered = best;
    count++;
  }
  return count;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(fewestSprinklers(data.slice(1, 1 + data[0])));
