/**
 * @param {number[][]} grid r rows of c values
 * @return {number[]} the values in clockwise spiral order from the top-left corner
 */
function spiralOrder(grid) {
  // Naive (wrong): four loops per layer with no check that the walls have crossed.
  const out = [];
  let top = 0;
  let bottom = grid.length - 1;
  let left = 0;
  let right = grid[0].length - 1;
  while (top <= bottom && left <= right) {
    for (let j = left; j <= right; j++) out.push(grid[top][j]);
    for (let i = top + 1; i <= bottom; i++) out.push(grid[i][right]);
    for (let j = right - 1; j >= left; j--) out.push(grid[bottom][j]);
    for (let i = bottom - 1; i > top; i--) out.push(grid[i][left]);
    top++;
    bottom--;
    left++;
    right--;
  }
  return out;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [r, c] = data;
const grid = [];
for (let i = 0; i < r; i++) grid.push(data.slice(2 + i * c, 2 + (i + 1) * c));
console.log(spiralOrder(grid).join(' '));
