/**
 * @param {number[][]} grid r rows of c values
 * @return {number[]} the values in clockwise spiral order from the top-left corner
 */
function spiralOrder(grid) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [r, c] = data;
const grid = [];
for (let i = 0; i < r; i++) grid.push(data.slice(2 + i * c, 2 + (i + 1) * c));
console.log(spiralOrder(grid).join(' '));
