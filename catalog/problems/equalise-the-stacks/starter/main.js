/**
 * @param {number[]} heights the height of every stack
 * @return {number} the fewest moves that make all stacks equally tall
 */
function fewestMoves(heights) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(fewestMoves(data.slice(1, 1 + data[0]))));
