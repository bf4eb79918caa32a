/**
 * @param {number[]} heights the height of every stack
 * @return {number} the fewest moves that make all stacks equally tall
 */
function fewestMoves(heights) {
  // A move lowers the skipped stack relative to the others: bring every stack down to the lowest.
  let low = heights[0];
  let total = 0;
  for (const h of heights) {
    total += h;
    if (h < low) low = h;
  }
  return total - heights.length * low;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(fewestMoves(data.slice(1, 1 + data[0]))));
