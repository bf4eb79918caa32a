/**
 * Repaints the region of the clicked cell in place.
 * @param {string[][]} grid rows of single-letter cells
 * @param {number} row clicked row
 * @param {number} col clicked column
 * @param {string} colour the new colour
 * @return {void}
 */
function paintBucket(grid, row, col, colour) {
  // Write your code here.
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const r = Number(tokens[0]);
const grid = [];
for (let i = 0; i < r; i++) grid.push(tokens[2 + i].split(''));
paintBucket(grid, Number(tokens[2 + r]), Number(tokens[3 + r]), tokens[4 + r]);
console.log(grid.map((line) => line.join('')).join('\n'));
