/**
 * @param {string[]} grid rows of the field: '.' clear ground, '#' a rock
 * @return {number} the area of the largest rectangle of clear cells (sides parallel to the grid)
 */
function largestClearPlot(grid) {
  // Write your code here.
  return 0;
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const [r] = lines[0].split(' ').map(Number);
console.log(largestClearPlot(lines.slice(1, 1 + r).map((s) => s.trim())));
