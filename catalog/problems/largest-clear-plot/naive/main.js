/**
 * @param {string[]} grid rows of the field: '.' clear ground, '#' a rock
 * @return {number} the area of the largest rectangle of clear cells (sides parallel to the grid)
 */
function largestClearPlot(grid) {
  // Naive: from every top-left corner, grow downwards row by row, narrowing to the clear run.
  // O(r^2 · c^2) on an open field.
  const rows = grid.length;
  const cols = rows > 0 ? grid[0].length : 0;
  let best = 0;
  for (let top = 0; top < rows; top++) {
    for (let left = 0; left < cols; left++) {
      let width = cols - left;
      for (let bottom = top; bottom < rows && width > 0; bottom++) {
        let run = 0;
        while (run < width && grid[bottom][left + run] === '.') run++;
        width = run;
        best = Math.max(best, width * (bottom - top + 1));
      }
    }
  }
  return best;
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const [r] = lines[0].split(' ').map(Number);
console.log(largestClearPlot(lines.slice(1, 1 + r).map((s) => s.trim())));
