/**
 * @param {string[]} grid rows of '.', 'F' (fresh crate) and 'M' (mouldy crate)
 * @return {number} minutes until no fresh crate is left, or -1
 */
function minutesUntilMouldy(grid) {
  // Write your code here.
  return 0;
}

const inputLines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const [r] = inputLines[0].split(' ').map(Number);
const grid = inputLines.slice(1, 1 + r).map((row) => row.trim());
console.log(String(minutesUntilMouldy(grid)));
