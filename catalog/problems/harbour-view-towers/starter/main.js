/**
 * @param {number[]} heights tower heights from the land (index 0) to the harbour (last index)
 * @return {number[]} indices of towers strictly taller than every tower nearer the harbour, increasing
 */
function harbourView(heights) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(harbourView(data.slice(1, 1 + data[0])).join(' '));
