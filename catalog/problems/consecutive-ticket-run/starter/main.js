/**
 * @param {number[]} tickets ticket numbers, possibly repeated
 * @return {number} length of the longest run x, x+1, ..., all present
 */
function longestRun(tickets) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(longestRun(data.slice(1, 1 + data[0]))));
