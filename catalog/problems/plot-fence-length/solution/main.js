/**
 * @param {string[]} grid rows of '#' (plot) and '.' (meadow)
 * @return {number} units of fence around the plot
 */
function fenceLength(grid) {
  const r = grid.length;
  const c = grid[0].length;
  let cells = 0;
  let shared = 0;
  for (let i = 0; i < r; i++) {
    for (let j = 0; j < c; j++) {
      if (grid[i][j] !== '#') continue;
      cells++;
      // count each shared side once, from its upper or left square
      if (i + 1 < r && grid[i + 1][j] === '#') shared++;
      if (j + 1 < c && grid[i][j + 1] === '#') shared++;
    }
  }
  return 4 * cells - 2 * shared;
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const [r] = lines[0].trim().split(/\s+/).map(Number);
console.log(String(fenceLength(lines.slice(1, 1 + r).map((s) => s.trim()))));
