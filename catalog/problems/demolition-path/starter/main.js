/**
 * @param {string[]} grid rows of the plan: "." free, "#" wall
 * @return {number} the fewest walls to knock down on a 4-direction route from the top-left cell to the bottom-right cell
 */
function fewestWalls(grid) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const r = Number(tokens[0]);
console.log(String(fewestWalls(tokens.slice(2, 2 + r))));
