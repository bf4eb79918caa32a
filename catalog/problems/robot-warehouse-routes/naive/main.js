/**
 * @param {string[]} grid rows of '.' (free) and '#' (shelf)
 * @return {number} right/down routes from the top-left to the bottom-right cell, modulo 10^9 + 7
 */
function countRoutes(grid) {
  // Naive: follow every route from the dock with a depth-first search. Exponential.
  const MOD = 1_000_000_007;
  const r = grid.length;
  const c = grid[0].length;
  let count = 0;
  const walk = (i, j) => {
    if (i >= r || j >= c || grid[i][j] === '#') return;
    if (i === r - 1 && j === c - 1) {
      count = (count + 1) % MOD;
      return;
    }
    walk(i + 1, j);
    walk(i, j + 1);
  };
  walk(0, 0);
  return count;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const r = Number(tokens[0]);
console.log(String(countRoutes(tokens.slice(2, 2 + r))));
