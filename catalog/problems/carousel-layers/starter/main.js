/**
 * @param {number[][]} board the picture numbers, row by row
 * @param {number} k the number of ticks
 * @return {number[][]} the board after every track moved k cells clockwise
 */
function turnCarousel(board, k) {
  // Write your code here.
  return board;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [r, c, k] = data;
const board = [];
for (let i = 0; i < r; i++) board.push(data.slice(3 + i * c, 3 + (i + 1) * c));
console.log(
  turnCarousel(board, k)
    .map((row) => row.join(' '))
    .join('\n'),
);
