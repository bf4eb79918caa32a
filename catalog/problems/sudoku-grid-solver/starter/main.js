/**
 * @param {string[]} puzzle 9 rows of 9 characters: digits '1'-'9', '.' for an empty square
 * @return {string[]} the completed grid, 9 rows of 9 digits
 */
function solveSudoku(puzzle) {
  // Write your code here.
  return puzzle;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const t = Number(tokens[0]);
const out = [];
for (let i = 0; i < t; i++) out.push(...solveSudoku(tokens.slice(1 + 9 * i, 10 + 9 * i)));
console.log(out.join('\n'));
