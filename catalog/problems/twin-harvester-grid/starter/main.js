/**
 * @param {string[]} grid r rows of c characters: '0'-'9' crates of fruit, '#' a rock
 * @return {number} the most crates the two robots can collect together, or -1 if the barn is unreachable
 */
function twinHarvest(grid) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const r = Number(tokens[0]);
console.log(String(twinHarvest(tokens.slice(2, 2 + r))));
