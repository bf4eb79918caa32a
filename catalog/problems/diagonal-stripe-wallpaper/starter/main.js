/**
 * @param {number[][]} grid the tile colours, r rows of c values
 * @return {number[]} [i, j] of the first faulty tile in reading order, or [] if none
 */
function firstFaultyTile(grid) {
  // Write your code here.
  return [];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [r, c] = tokens;
const grid = [];
for (let i = 0; i < r; i++) grid.push(tokens.slice(2 + i * c, 2 + (i + 1) * c));
const answer = firstFaultyTile(grid);
console.log(answer.length ? answer.join(' ') : '-1');
