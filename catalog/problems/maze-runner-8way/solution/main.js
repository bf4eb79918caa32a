/**
 * @param {string[]} grid rows of '.' (open) and '#' (hedge)
 * @return {number} fewest 8-direction moves from the top-left to the bottom-right cell, or -1
 */
function fewestMoves(grid) {
  const r = grid.length;
  const c = grid[0].length;
  if (grid[0][0] === '#' || grid[r - 1][c - 1] === '#') return -1;
  const dist = new Int32Array(r * c).fill(-1);
  const queue = new Int32Array(r * c); // each cell is enqueued at most once
  let head = 0;
  let tail = 0;
  dist[0] = 0;
  queue[tail++] = 0;
  while (head < tail) {
    const cell = queue[head++];
    const i = Math.floor(cell / c);
    const j = cell % c;
    for (let di = -1; di <= 1; di++) {
      for (let dj = -1; dj <= 1; dj++) {
        const y = i + di;
        const x = j + dj;
        if (y < 0 || y >= r || x < 0 || x >= c || grid[y][x] === '#') continue;
        const id = y * c + x;
        if (dist[id] === -1) {
          dist[id] = dist[cell] + 1;
          queue[tail++] = id;
        }
      }
    }
  }
  return dist[r * c - 1];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const r = Number(tokens[0]);
console.log(String(fewestMoves(tokens.slice(2, 2 + r))));
