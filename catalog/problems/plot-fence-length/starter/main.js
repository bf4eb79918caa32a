/**
 * @param {string[]} grid rows of '#' (plot) and '.' (meadow)
 * @return {number} units of fence around the plot
 */
function fenceLength(grid) {
  // Write your code here.
  return 0;
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const [r] = lines[0].trim().split(/\s+/).map(Number);
console.log(String(fenceLength(lines.slice(1, 1 + r).map((s) => s.trim()))));
