/**
 * @param {number[]} appetite smallest snack size each child accepts
 * @param {number[]} size the size of each snack
 * @return {number} the largest number of children that can get a snack at least their appetite
 */
function happyChildren(appetite, size) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const appetite = data.slice(1, 1 + n);
const m = data[1 + n];
const size = data.slice(2 + n, 2 + n + m);
console.log(String(happyChildren(appetite, size)));
