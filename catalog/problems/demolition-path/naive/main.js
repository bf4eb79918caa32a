/**
 * @param {string[]} grid rows of the plan: "." free, "#" wall
 * @return {number} the fewest walls to knock down on a 4-direction route from the top-left cell to the bottom-right cell
 */
function fewestWalls(grid) {
  // Naive: relax every cell from its four neighbours, sweeping the grid row by row, until a sweep
  // changes nothing. Correct, but a route that climbs upward gains one cell per sweep, so winding
  // corridors need tens of thousands of sweeps.
  const r = grid.length;
  const c = grid[0].length;
  const INF = 1e9;
  const dist = Array.from({ length: r }, () => new Array(c).fill(INF));
  dist[0][0] = grid[0][0] === '#' ? 1 : 0;
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < r; i++) {
      for (let j = 0; j < c; j++) {
        const cost = grid[i][j] === '#' ? 1 : 0;
        let best = dist[i][j];
        if (i > 0) best = Math.min(best, dist[i - 1][j] + cost);
        if (i < r - 1) best = Math.min(best, dist[i + 1][j] + cost);
        if (j > 0) best = Math.min(best, dist[i][j - 1] + cost);
        if (j < c - 1) best = Math.min(best, dist[i][j + 1] + cost);
        if (best < dist[i][j]) {
          dist[i][j] = best;
          changed = true;
        }
      }
    }
  }
  return dist[r - 1][c - 1];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const r = Number(tokens[0]);
console.log(String(fewestWalls(tokens.slice(2, 2 + r))));
