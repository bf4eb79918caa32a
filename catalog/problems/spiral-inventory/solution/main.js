/**
 * @param {number[][]} grid r rows of c values
 * @return {number[]} the values in clockwise spiral order from the top-left corner
 */
function spiralOrder(grid) {
  const out = [];
  let top = 0;
  let bottom = grid.length - 1;
  let left = 0;
  let right = grid[0].length - 1;
  while (top <= bottom && left <= right) {
    for (let j = left; j <= right; j++) out.push(grid[top][j]);
    top++;
    for (let i = top; i <= bottom; i++) out.push(grid[i][right]);
    right--;
    // A single remaining row or column has already been read: do not read it backwards again.
    if (top <= bottom) {
      for (let j = right; j >= left; j--) out.push(grid[bottom][j]);
      bottom--;
    }
    if (left <= right) {
      for (let i = bottom; i >= top; i--) out.push(grid[i][left]);
      left++;
    }
  }
  return out;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [r, c] = data;
const grid = [];
for (let i = 0; i < r; i++) grid.push(data.slice(2 + i * c, 2 + (i + 1) * c));
console.log(spiralOrder(grid).join(' '));
