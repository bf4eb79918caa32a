/**
 * @param {string[]} grid rows of '.' (open) and '#' (hedge)
 * @return {number} fewest 8-direction moves from the top-left to the bottom-right cell, or -1
 */
function fewestMoves(grid) {
  // Naive: sweep the grid repeatedly, improving each cell from its neighbours, until stable.
  const r = grid.length;
  const c = grid[0].length;
  if (grid[0][0] === '#' || grid[r - 1][c - 1] === '#') return -1;
  const INF = 1e9;
  const dist = new Array(r * c).fill(INF);
  dist[0] = 0;
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < r; i++) {
      for (let j = 0; j < c; j++) {
        if (grid[i][j] === '#') continue;
        let best = dist[i * c + j];
        for (let di = -1; di <= 1; di++) {
          for (let dj = -1; dj <= 1; dj++) {
            const y = i + di;
            const x = j + dj;
            if (y < 0 || y >= r || x < 0 || x >= c) continue;
            if (dist[y * c + x] + 1 < best) best = dist[y * c + x] + 1;
          }
        }
        if (best < dist[i * c + j]) {
          dist[i * c + j] = best;
          changed = true;
        }
      }
    }
  }
  return dist[r * c - 1] >= INF ? -1 : dist[r * c - 1];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const r = Number(tokens[0]);
console.log(String(fewestMoves(tokens.slice(2, 2 + r))));
