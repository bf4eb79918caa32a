/**
 * @param {string[]} board n rows of '.' (open) and '#' (fountain)
 * @return {number} the number of ways to place n mutually non-attacking queens on open cells
 */
function countPeacefulPlacements(board) {
  // Write your code here.
  return 0;
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const n = Number(lines[0].trim().split(/\s+/)[0]);
console.log(String(countPeacefulPlacements(lines.slice(1, 1 + n).map((s) => s.trim()))));
