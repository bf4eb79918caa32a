/**
 * @param {string} flips the coin flips in order, 'H' for heads and 'T' for tails
 * @return {number} the length of the longest run of consecutive flips with as many heads as tails
 */
function longestBalancedRun(flips) {
  // Write your code here.
  return -1;
}

const flips = require('node:fs').readFileSync(0, 'utf8').trim();
console.log(String(longestBalancedRun(flips)));
