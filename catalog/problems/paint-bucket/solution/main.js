/**
 * Repaints the region of the clicked cell in place.
 * @param {string[][]} grid rows of single-letter cells
 * @param {number} row clicked row
 * @param {number} col clicked column
 * @param {string} colour the new colour
 * @return {void}
 */
function paintBucket(grid, row, col, colour) {
  const old = grid[row][col];
  if (old === colour) return; // nothing would change
  const rows = grid.length;
  const cols = grid[0].length;
  // Cells are painted when queued, which also marks them as visited.
  grid[row][col] = colour;
  const queue = [[row, col]];
  for (let head = 0; head < queue.length; head++) {
    const [i, j] = queue[head];
    for (const [di, dj] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]) {
      const ni = i + di;
      const nj = j + dj;
      if (ni >= 0 && ni < rows && nj >= 0 && nj < cols && grid[ni][nj] === old) {
        grid[ni][nj] = colour;
        queue.push([ni, nj]);
      }
    }
  }
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const r = Number(tokens[0]);
const grid = [];
for (let i = 0; i < r; i++) grid.push(tokens[2 + i].split(''));
paintBucket(grid, Number(tokens[2 + r]), Number(tokens[3 + r]), tokens[4 + r]);
console.log(grid.map((line) => line.join('')).join('\n'));
