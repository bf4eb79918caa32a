/**
 * @param {number[]} h panel heights
 * @return {number} the most water two panels can hold
 */
function tallestTank(h) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(tallestTank(data.slice(1, 1 + data[0]))));
