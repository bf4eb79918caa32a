/**
 * @param {number[][]} grid comfort scores, r rows of c values
 * @return {number[][]} the saddle seats [i, j], sorted by row then column
 */
function saddleSeats(grid) {
  const r = grid.length;
  const c = grid[0].length;
  const rowMin = grid.map((row) => Math.min(...row));
  const colMax = new Array(c).fill(-Infinity);
  for (const row of grid) for (let j = 0; j < c; j++) colMax[j] = Math.max(colMax[j], row[j]);
  // Row-major scan: the seats come out already sorted.
  const seats = [];
  for (let i = 0; i < r; i++) {
    for (let j = 0; j < c; j++) {
      if (grid[i][j] === rowMin[i] && grid[i][j] === colMax[j]) seats.push([i, j]);
    }
  }
  return seats;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [r, c] = tokens;
const grid = [];
for (let i = 0; i < r; i++) grid.push(tokens.slice(2 + i * c, 2 + (i + 1) * c));
const seats = saddleSeats(grid);
console.log([String(seats.length), ...seats.map(([i, j]) => `${i} ${j}`)].join('\n'));
