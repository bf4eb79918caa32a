/**
 * @param {string[]} grid rows of the field: '.' clear ground, '#' a rock
 * @return {number} the area of the largest rectangle of clear cells (sides parallel to the grid)
 */
function largestClearPlot(grid) {
  const cols = grid.length > 0 ? grid[0].length : 0;
  const height = new Array(cols).fill(0); // clear cells straight up from the current row
  let best = 0;
  for (const row of grid) {
    for (let c = 0; c < cols; c++) height[c] = row[c] === '.' ? height[c] + 1 : 0;
    // Largest rectangle under the histogram `height`: a stack of columns with rising heights.
    const stack = [];
    for (let c = 0; c <= cols; c++) {
      const h = c === cols ? 0 : height[c]; // a zero sentinel flushes the stack at the end
      while (stack.length > 0 && height[stack[stack.length - 1]] >= h) {
        const top = stack.pop();
        const left = stack.length > 0 ? stack[stack.length - 1] + 1 : 0;
        best = Math.max(best, height[top] * (c - left));
      }
      stack.push(c);
    }
  }
  return best;
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const [r] = lines[0].split(' ').map(Number);
console.log(largestClearPlot(lines.slice(1, 1 + r).map((s) => s.trim())));
