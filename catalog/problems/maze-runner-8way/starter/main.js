/**
 * @param {string[]} grid rows of '.' (open) and '#' (hedge)
 * @return {number} fewest 8-direction moves from the top-left to the bottom-right cell, or -1
 */
function fewestMoves(grid) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const r = Number(tokens[0]);
console.log(String(fewestMoves(tokens.slice(2, 2 + r))));
