/**
 * @param {string[]} grid rows of '#' (land) and '.' (water)
 * @return {number} the number of 4-connected islands
 */
function countIslands(grid) {
  // Write your code here.
  return 0;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const r = Number(tokens[0]);
console.log(String(countIslands(tokens.slice(2, 2 + r))));
