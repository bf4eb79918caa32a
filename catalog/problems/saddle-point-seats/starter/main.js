/**
 * @param {number[][]} grid comfort scores, r rows of c values
 * @return {number[][]} the saddle seats [i, j], sorted by row then column
 */
function saddleSeats(grid) {
  // Write your code here.
  return [];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [r, c] = tokens;
const grid = [];
for (let i = 0; i < r; i++) grid.push(tokens.slice(2 + i * c, 2 + (i + 1) * c));
const seats = saddleSeats(grid);
console.log([String(seats.length), ...seats.map(([i, j]) => `${i} ${j}`)].join('\n'));
