/**
 * @param {number[]} piles weights of the piles, left to right
 * @return {number} the least total cost of merging them into one pile
 */
function leastMergeCost(piles) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
console.log(String(leastMergeCost(tokens.slice(1, 1 + n))));
