/**
 * @param {string[]} grid rows of '.' (free) and '#' (shelf)
 * @return {number} right/down routes from the top-left to the bottom-right cell, modulo 10^9 + 7
 */
function countRoutes(grid) {
  const MOD = 1_000_000_007;
  const c = grid[0].length;
  // ways[j] = routes to cell (i, j) of the current row; before the update it holds row i - 1.
  const ways = new Array(c).fill(0);
  for (let i = 0; i < grid.length; i++) {
    for (let j = 0; j < c; j++) {
      if (grid[i][j] === '#') ways[j] = 0;
      else if (i === 0 && j === 0) ways[j] = 1;
      else if (j > 0) ways[j] = (ways[j] + ways[j - 1]) % MOD;
      // j === 0: only the cell above leads here, and ways[0] already holds it.
    }
  }
  return ways[c - 1];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const r = Number(tokens[0]);
console.log(String(countRoutes(tokens.slice(2, 2 + r))));
