/**
 * @param {string[]} grid rows of uppercase letters
 * @param {string} word
 * @return {boolean} whether word can be traced through side-adjacent cells, each used at most once
 */
function canTrace(grid, word) {
  // Write your code here.
  return false;
}

const inputLines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const [r] = inputLines[0].split(' ').map(Number);
const grid = inputLines.slice(1, 1 + r).map((row) => row.trim());
console.log(String(canTrace(grid, inputLines[1 + r].trim())));
