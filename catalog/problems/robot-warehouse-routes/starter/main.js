/**
 * @param {string[]} grid rows of '.' (free) and '#' (shelf)
 * @return {number} right/down routes from the top-left to the bottom-right cell, modulo 10^9 + 7
 */
function countRoutes(grid) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const r = Number(tokens[0]);
console.log(String(countRoutes(tokens.slice(2, 2 + r))));
